// Calls `onGone` once when the process that started this one exits. Under `npm start` that is npm itself: npm runs the
// script through `sh -c`, and when npm is killed the shell stays behind, so npm (the shell's parent) is watched too.
// A process whose parent is init has nothing to watch. Linux reads the shell's parent from /proc; elsewhere only the
// parent is watched.
import { readFileSync } from 'node:fs';

const EVERY_MS = 500;

function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || 0;
  } catch {
    return 0;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

export function watchParent(onGone) {
  const parent = process.ppid;
  if (parent <= 1) return;
  const watched = [parent];
  const npm = process.env.npm_lifecycle_event ? parentOf(parent) : 0;
  if (npm > 1) watched.push(npm);
  const timer = setInterval(() => {
    if (process.ppid === parent && watched.every(alive)) return;
    clearInterval(timer);
    onGone();
  }, EVERY_MS);
  timer.unref();
}
