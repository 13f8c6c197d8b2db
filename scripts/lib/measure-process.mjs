// Wall time and peak memory of a command and every process it starts (npm → sh → node, Docusaurus's workers are
// threads of that node): the resident set sizes of the whole tree, sampled from /proc, summed per sample.
import {spawn} from 'node:child_process';
import fs from 'node:fs';

const SAMPLE_MS = 200;

/** Parent pid of each running process (Linux /proc). */
function parentPids() {
  const parents = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command name, which is in parentheses and may hold spaces: state, ppid, …
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // The process ended while the table was read.
    }
  }
  return parents;
}

/** Resident set size in bytes of one process (threads share it, so they are not added up). */
function rssBytes(pid) {
  try {
    const match = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Sum of the RSS of `root` and all its descendants now. */
export function treeRssBytes(root) {
  const parents = parentPids();
  const tree = new Set([root]);
  let grown = true;
  while (grown) {
    grown = false;
    for (const [pid, ppid] of parents)
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grown = true;
      }
  }
  let total = 0;
  for (const pid of tree) total += rssBytes(pid);
  return total;
}

/**
 * Runs a command with its output shown and returns its wall time, the peak RSS of its process tree and its output
 * (stdout and stderr, interleaved as printed).
 * @param {string} command
 * @param {string[]} args
 * @param {{cwd: string, env?: NodeJS.ProcessEnv}} options
 * @returns {Promise<{ms: number, peakRssBytes: number, output: string}>}
 */
export function measureCommand(command, args, {cwd, env = process.env}) {
  console.log(`\n$ ${[command, ...args].join(' ')}   (in ${cwd})`);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {cwd, env, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    const collect = (stream, sink) =>
      child[stream].on('data', (chunk) => {
        output += chunk;
        sink.write(chunk);
      });
    collect('stdout', process.stdout);
    collect('stderr', process.stderr);
    let peakRssBytes = 0;
    const sample = () => {
      peakRssBytes = Math.max(peakRssBytes, treeRssBytes(child.pid));
    };
    const timer = setInterval(sample, SAMPLE_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(timer);
      const ms = Math.round(performance.now() - started);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} failed with status ${code}`));
      else resolve({ms, peakRssBytes, output});
    });
  });
}
