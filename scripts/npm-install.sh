#!/usr/bin/env bash
# `npm ci` when node_modules is missing or older than package-lock.json; otherwise nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
stamp=node_modules/.glossa-lock-hash
hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$hash" ]; then
  exit 0
fi
# onnxruntime-node (OCR) carries its CPU binary; its postinstall would fetch CUDA libraries from NuGet.
ONNXRUNTIME_NODE_INSTALL=skip npm ci --no-audit --no-fund
echo "$hash" > "$stamp"
