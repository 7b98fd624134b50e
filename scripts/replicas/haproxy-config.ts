// The load balancer's configuration for the replicas proof, and the one docs/DEPLOY.md gives operators.
export interface HaproxyPorts {
  /** Where clients connect. */
  front: number;
  /** haproxy's own status page (`/stats;csv`), loopback only. */
  stats: number;
  /** The console replicas' ports, on 127.0.0.1. */
  replicas: number[];
}

export function haproxyConfig({ front, stats, replicas }: HaproxyPorts): string {
  return `global
  maxconn 2048

defaults
  mode http
  timeout connect 2s
  timeout client 65s
  timeout server 65s
  timeout http-keep-alive 10s
  # Event streams stay open for as long as the user watches a session.
  timeout tunnel 1h
  # A request is retried on another replica only when the connection to a replica failed: it never reached one, so
  # even a POST is safe to send again. Nothing that a replica may have started is retried.
  retries 3
  option redispatch 1
  retry-on conn-failure

frontend console
  bind 127.0.0.1:${front}
  # Appends the address haproxy saw to X-Forwarded-For (after whatever the client sent): the replicas run with
  # TRUST_PROXY=1 and take that last entry, so a forged header never wins.
  option forwardfor
  http-request set-header X-Real-IP %[src]
  default_backend replicas

backend replicas
  balance roundrobin
  # Readiness: a replica that is warming up, draining after SIGTERM or cannot reach the platform answers 503 and gets
  # no new requests. Checked every 500 ms; two failures take it out (within about a second: less than the replicas'
  # SHUTDOWN_DRAIN_MS), two passes put it back. A check may take 2 s on a loaded machine before it counts as failed.
  timeout check 2s
  option httpchk GET /readyz
  http-check expect status 200
  default-server check inter 500ms fall 2 rise 2
${replicas.map((port, i) => `  server replica${i + 1} 127.0.0.1:${port}`).join('\n')}

listen stats
  bind 127.0.0.1:${stats}
  stats enable
  stats uri /stats
`;
}
