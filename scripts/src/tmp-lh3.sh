#!/bin/bash
# runs LH N times on pages
cd /work/main
for i in $(seq 1 ${N:-3}); do PAGES=${PAGES:-/,/racing/racecards,RACE} timeout 600 node --import tsx scripts/src/tmp-lh.ts 2>&1 | grep -E "^=="; done
