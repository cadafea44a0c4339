// How quiet the machine is: a bench figure means something only on an idle machine, so the bench
// says what else was running when it started and when it ended (Linux /proc; elsewhere, only the
// load average).
import { readFileSync, readdirSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/** Clock ticks a second in /proc/[pid]/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** Each process's CPU ticks so far (user + system), by pid; empty where /proc is missing. */
function cpuTicks() {
  const ticks = new Map();
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return ticks;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // The command sits in parentheses and may hold spaces: count fields after its end.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      ticks.set(Number(pid), { command, ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks;
}

/**
 * The load average, the number of cores, and the processes that used the most CPU over the next
 * `sampleMs` (percent of one core), leaving out this process.
 * @param {number} [sampleMs]
 */
export async function machineQuiet(sampleMs = 1000) {
  const before = cpuTicks();
  await new Promise((resolve) => setTimeout(resolve, sampleMs));
  const after = cpuTicks();
  const busiest = [];
  for (const [pid, { command, ticks }] of after) {
    const earlier = before.get(pid);
    if (earlier === undefined || pid === process.pid) continue;
    const percent = ((ticks - earlier.ticks) / TICKS_PER_SECOND / (sampleMs / 1000)) * 100;
    if (percent >= 1) busiest.push({ pid, command, cpuPercent: Math.round(percent) });
  }
  busiest.sort((a, b) => b.cpuPercent - a.cpuPercent);
  return {
    loadAverage: loadavg().map((value) => Math.round(value * 100) / 100),
    cores: availableParallelism(),
    busiest: busiest.slice(0, 5),
  };
}

/**
 * One line for the bench's output, with a loud warning when the machine was not idle: a 1-minute
 * load average above a quarter of the cores, or another process using a fifth of a core.
 * @param {string} when
 * @param {Awaited<ReturnType<typeof machineQuiet>>} quiet
 */
export function quietLine(when, quiet) {
  const busy =
    quiet.loadAverage[0] > quiet.cores / 4 || quiet.busiest.some((p) => p.cpuPercent >= 20);
  const processes = quiet.busiest.length
    ? quiet.busiest.map((p) => `${p.command} (pid ${p.pid}) ${p.cpuPercent} %`).join(', ')
    : 'none over 1 % of a core';
  return `${busy ? 'WARNING, THE MACHINE WAS BUSY: ' : ''}Machine ${when}: load average ${quiet.loadAverage.join(' / ')} on ${quiet.cores} cores; busiest other processes over 1 s: ${processes}`;
}
