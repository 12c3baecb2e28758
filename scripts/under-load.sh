#!/bin/sh
# Runs a command under a synthetic CPU load, to check that the suite holds on a busy machine:
#   sh scripts/under-load.sh 20 bash .ci/run
# starts N busy loops (default 20), runs the command, stops the loops (by their process ids, also when the
# command fails or is interrupted), then prints the command's wall time. Exits with the command's status.
# The command's last line stays its own: the timing goes to stderr.
set -u
loops=${1:-20}
shift
pids=''
stop() {
  for pid in $pids; do kill "$pid" 2>/dev/null; done
  pids=''
}
trap 'stop; exit 130' INT TERM HUP
i=0
while [ "$i" -lt "$loops" ]; do
  sh -c 'while :; do :; done' &
  pids="$pids $!"
  i=$((i + 1))
done
start=$(date +%s)
"$@"
status=$?
stop
echo "under-load: $loops busy loops, '$*' took $(( $(date +%s) - start )) s, exit $status" >&2
exit "$status"
