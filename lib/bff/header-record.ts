// Response headers as a plain object, the shape node:http's writeHead takes: lowercase names, Set-Cookie as a list.
// The proxy's answers carry one of these rather than a fetch Headers, whose every call validates, and whose forEach
// sorts; the web adapters turn it into a Headers at the edge.
import 'server-only';
import type { IncomingHttpHeaders } from 'node:http';
import type { HeaderList } from './request-view';

export type HeaderRecord = Record<string, string | string[]>;

export function recordOfHeaders(headers: Headers): HeaderRecord {
  const record: HeaderRecord = {};
  headers.forEach((value, name) => {
    if (name !== 'set-cookie') record[name] = value;
  });
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) record['set-cookie'] = cookies;
  return record;
}

export function headersOfRecord(record: HeaderRecord): Headers {
  const headers = new Headers();
  for (const name in record) {
    const value = record[name];
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  return headers;
}

/** A header's value as one string (a list joined with ", " as Headers joins it), or null. */
export function headerValue(value: string | string[] | undefined): string | null {
  return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
}

export function appendSetCookie(record: HeaderRecord, cookie: string): void {
  const cookies = record['set-cookie'];
  record['set-cookie'] = Array.isArray(cookies) ? [...cookies, cookie] : [cookie];
}

/**
 * node:http's parsed headers (lowercase names, repeated values joined, Set-Cookie a list) read as a HeaderList, with
 * `added` headers after them where the request has none of that name. Lists are joined with ", " as Headers joins them.
 */
export function nodeHeaderList(own: IncomingHttpHeaders, added?: Record<string, string>): HeaderList {
  return {
    get(name) {
      return headerValue(own[name] ?? added?.[name]);
    },
    forEach(callback) {
      for (const name in own) {
        const value = own[name];
        if (value !== undefined) callback(Array.isArray(value) ? value.join(', ') : value, name);
      }
      if (added) for (const name in added) callback(added[name], name);
    },
  };
}
