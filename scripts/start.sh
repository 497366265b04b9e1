#!/usr/bin/env bash
# Installs what the app needs and starts it on http://localhost:3000 (embedded profile:
# SQLite and files under ./data). Settings: environment variables, see .env.example.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
bash scripts/system-deps.sh runtime
bash scripts/npm-install.sh
exec npm start
