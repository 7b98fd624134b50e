import { chromium } from '@playwright/test';
const base = 'http://localhost:3211';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium' });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 } });
const sign = await ctx.newPage();
await sign.goto(base + '/sign-in');
await sign.request.post(base + '/api/auth/sign-in/password', { data: { email: 'demo@example.com', password: 'demo-password' }, headers: { origin: base } });
for (const path of process.argv.slice(2)) {
  const p = await ctx.newPage();
  const cdp = await ctx.newCDPSession(p);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await p.goto(base + path, { waitUntil: 'networkidle' });
  await p.waitForTimeout(1000);
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const dt = profile.timeDeltas; let total = 0;
  profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}:${f.columnNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); total += dt[i] ?? 0; });
  const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 25);
  console.log('==', path, 'total ms', Math.round(total / 1000));
  for (const [k, v] of top) console.log(String(Math.round(v / 1000)).padStart(6), k.slice(0, 120));
  await p.close();
}
await browser.close();
