import { defineCommand } from 'citty';

/**
 * `lightsout complete bash|zsh|fish`: the shell's completion script (the dispatcher runs it, see
 * `completion.ts`; this definition gives it its place in `--help`).
 */
export default defineCommand({
  meta: { name: 'complete', description: "Shell completion: 'lightsout complete bash|zsh|fish' prints the script to source" },
  args: { shell: { type: 'positional', required: false, description: 'bash, zsh or fish' } },
});
