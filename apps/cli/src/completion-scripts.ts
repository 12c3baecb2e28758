/** The shells `lightsout complete SHELL` writes a script for. */
export const SHELLS = ['bash', 'zsh', 'fish'] as const;

/** One of {@link SHELLS}. */
export type Shell = (typeof SHELLS)[number];

/**
 * bash: plain `complete -F` with `COMP_WORDS`, so it needs nothing but bash (not the bash-completion package).
 * Candidates are one per line (descriptions after a tab dropped); `:files` adds file names from `compgen -f`, with
 * `-o filenames` so directories get their slash and odd names are quoted.
 */
const BASH = `# bash completion for lightsout: source this file, e.g. from ~/.bashrc
_lightsout() {
  local cur=\${COMP_WORDS[COMP_CWORD]} line files=0
  COMPREPLY=()
  while IFS= read -r line; do
    if [[ $line == :files ]]; then files=1; else COMPREPLY+=("\${line%%$'\\t'*}"); fi
  done < <(lightsout complete -- "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
  if (( files )); then
    compopt -o filenames 2>/dev/null
    while IFS= read -r line; do COMPREPLY+=("$line"); done < <(compgen -f -- "$cur")
  fi
  return 0
}
complete -F _lightsout lightsout
`;

/** zsh: `_describe` for candidates with their descriptions, `_files` for `:files`; works autoloaded or sourced. */
const ZSH = `#compdef lightsout
# zsh completion for lightsout: put this file in a directory of $fpath as _lightsout, or source it
_lightsout() {
  local -a lines described
  local line files=0
  lines=("\${(@f)$(lightsout complete -- "\${(@)words[2,CURRENT]}" 2>/dev/null)}")
  for line in $lines; do
    [[ -z $line ]] && continue
    if [[ $line == :files ]]; then files=1; continue; fi
    if [[ $line == *$'\\t'* ]]; then described+=("\${\${line%%$'\\t'*}//:/\\\\:}:\${line#*$'\\t'}")
    else described+=("\${line//:/\\\\:}"); fi
  done
  (( $#described )) && _describe -t values 'lightsout' described
  (( files )) && _files
  return 0
}
if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
  _lightsout "$@"
else
  compdef _lightsout lightsout
fi
`;

/** fish: candidates with their descriptions as fish reads them (value, tab, description); `:files` lists paths. */
const FISH = `# fish completion for lightsout: save as ~/.config/fish/completions/lightsout.fish
function __lightsout_complete
    set -l words (commandline -opc) (commandline -ct)
    set -e words[1]
    lightsout complete -- $words 2>/dev/null | while read -l line
        if test "$line" = ':files'
            __fish_complete_path (commandline -ct)
        else
            printf '%s\\n' $line
        end
    end
end
complete -c lightsout -f -a '(__lightsout_complete)'
`;

/** The completion script of `shell`. */
export function completionScript(shell: Shell): string {
  return shell === 'bash' ? BASH : shell === 'zsh' ? ZSH : FISH;
}
