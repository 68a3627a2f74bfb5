/**
 * `npx tsx bench/profile-summary.ts <file.cpuprofile> [top]`: a V8 CPU profile (BENCH_CPU_PROF) summarised as text,
 * self and total time by package and by function, idle left out of the percentages.
 *
 * PROF_SKIP=<s> leaves out the first s seconds (start-up: module loading); PROF_REQUESTS=<n> adds microseconds per
 * request (the requests the server answered while profiled); PROF_TIMELINE=1 prints how busy each second was (in a
 * bench run the real server idles while the baseline is measured). A sample's time is wall time on the main
 * thread: a syscall that wakes another process (writev to autocannon on the same machine) collects the time the
 * server waits to run again, so on a busy machine compare the server's CPU time per request instead.
 */
import { readFileSync } from 'node:fs';

type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: tsx bench/profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 40);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** The package a frame belongs to: the innermost node_modules package, node's own modules, or our source folder. */
function packageOf(url: string): string {
  if (!url) return '(native)';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g);
  if (inModules) return (inModules[inModules.length - 1] ?? '').replace('node_modules/', '');
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0] ?? ''}`;
  const ours = url.match(/\/(apps|packages)\/([^/]+)\/(.*)$/);
  if (ours) return `${ours[1]}/${ours[2]}/${(ours[3] ?? '').split('/').slice(0, 3).join('/')}`;
  return url;
}
const keyOf = (n: Node) => `${n.callFrame.functionName || '(anonymous)'} ${packageOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`;

const skipUs = Number(process.env.PROF_SKIP ?? 0) * 1e6;
const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
const selfByNode = new Map<number, number>();
const perSecond: [busy: number, idle: number][] = [];
let t = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  t += dt;
  const second = (perSecond[Math.floor(t / 1e6)] ??= [0, 0]);
  second[idle.has(id) ? 1 : 0] += dt;
  if (t >= skipUs && !idle.has(id)) selfByNode.set(id, (selfByNode.get(id) ?? 0) + dt);
});

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
const selfFn = new Map<string, number>();
const totalFn = new Map<string, number>();
const selfPkg = new Map<string, number>();
const totalPkg = new Map<string, number>();
let total = 0;
for (const [id, us] of selfByNode) {
  const n = nodes.get(id);
  if (!n) continue;
  total += us;
  add(selfFn, keyOf(n), us);
  add(selfPkg, packageOf(n.callFrame.url), us);
  const seenFn = new Set<string>();
  const seenPkg = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const c = nodes.get(cur);
    if (!c) break;
    const k = keyOf(c);
    const p = packageOf(c.callFrame.url);
    if (!seenFn.has(k)) {
      add(totalFn, k, us);
      seenFn.add(k);
    }
    if (!seenPkg.has(p)) {
      add(totalPkg, p, us);
      seenPkg.add(p);
    }
  }
}

const requests = Number(process.env.PROF_REQUESTS ?? 0);
const fmt = (us: number) =>
  `${((100 * us) / total).toFixed(1).padStart(5)}%${requests ? ` ${(us / requests).toFixed(2).padStart(7)} us/req` : ''}`;
const show = (title: string, m: Map<string, number>, n: number) => {
  console.log(`\n== ${title}`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(fmt(us), k);
};
if (process.env.PROF_TIMELINE) {
  console.log('busy % per second:', perSecond.map((s) => (s ? Math.round((100 * s[0]) / (s[0] + s[1] || 1)) : 0)).join(' '));
}
console.log(`busy time ${(total / 1000).toFixed(0)} ms (idle and the first ${skipUs / 1e6} s left out)`);
show('self by package', selfPkg, 25);
show('total by package', totalPkg, 25);
show('self by function', selfFn, top);
show('total by function', totalFn, top);
