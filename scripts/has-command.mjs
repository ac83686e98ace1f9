// Whether a command is on this machine's PATH (for scripts that install what they need).
import { execFileSync } from 'node:child_process';

export function hasCommand(name) {
  try {
    execFileSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
