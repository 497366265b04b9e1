#!/usr/bin/env bash
# Installs everything the tests need (Debian's chromium and postgresql included) and runs
# the whole suite: unit, web components, API on SQLite and PostgreSQL, end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
bash scripts/system-deps.sh test
bash scripts/npm-install.sh
exec npm test
