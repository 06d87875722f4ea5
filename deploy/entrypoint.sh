#!/bin/sh
# The image's role comes from its command: `web` (HTTP, the default) or `worker` (job workers only).
set -e
case "${1:-web}" in
  web) shift || true; exec node --import tsx --import ./server/src/observability/tracing.ts server/src/main.ts "$@" ;;
  worker) shift; exec node --import tsx --import ./server/src/observability/tracing.ts server/src/worker.ts "$@" ;;
  *) exec "$@" ;;
esac
