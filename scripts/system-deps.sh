#!/usr/bin/env bash
# Installs the Debian packages the app or its tests need, only those that are missing.
# Usage: system-deps.sh runtime|test
set -euo pipefail

profile="${1:-runtime}"
missing=()

have_pg() { compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null; }

command -v make > /dev/null || missing+=(make)
command -v g++ > /dev/null || missing+=(g++)
command -v python3 > /dev/null || missing+=(python3)
# OCR of scans and images in languages other than Chinese and English (those use the npm models),
# and where those models find nothing; both profiles, since the OCR tests run it. osd detects the script.
command -v tesseract > /dev/null || missing+=(tesseract-ocr)
for lang in eng osd ara deu fra spa rus hin jpn kor; do
  [ -f "/usr/share/tesseract-ocr/5/tessdata/$lang.traineddata" ] || missing+=("tesseract-ocr-$lang")
done
# The offline engine: Apertium with every language pair Debian has (the server probes each at start
# and leaves out the few that are broken), so a fresh start translates without any setting.
apertium_pairs() {
  apt-cache search --names-only '^apertium-[a-z]+-[a-z]+$' 2> /dev/null | awk '{print $1}' |
    grep -v -E '^apertium-(all-dev|lex-tools|lex-tools-dev|eval-translator)$' || true
}
if [ -z "$(apertium_pairs)" ] && [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq # the package lists are empty on a new machine
fi
command -v apertium > /dev/null || missing+=(apertium)
for pair in $(apertium_pairs); do
  dpkg-query -W -f='${Status}' "$pair" 2> /dev/null | grep -q 'install ok installed' || missing+=("$pair")
done

# PDF translation keeps the source's typeface family and draws symbols from fallback fonts:
# Noto Serif, Symbols, Symbols 2 and Math (fonts-noto-core) and Noto Sans Mono (fonts-noto-mono).
noto=/usr/share/fonts/truetype/noto
[ -f "$noto/NotoSerif-Regular.ttf" ] && [ -f "$noto/NotoSansSymbols2-Regular.ttf" ] || missing+=(fonts-noto-core)
[ -f "$noto/NotoSansMono-Regular.ttf" ] || missing+=(fonts-noto-mono)
# The last fonts tried: HanaMin for rare Chinese characters (CJK Extensions A to F), Symbola for emoji.
[ -f /usr/share/fonts/truetype/hanazono/HanaMinB.ttf ] || missing+=(fonts-hanazono)
[ -f /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf ] || missing+=(fonts-symbola)

if [ "$profile" = test ]; then
  command -v chromium > /dev/null || [ -x /usr/bin/chromium ] || missing+=(chromium)
  # The end-to-end tests run Chromium's headless shell (lighter than the whole browser, e2e/playwright.config.ts).
  [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
  have_pg || missing+=(postgresql)
  # Fonts so that screenshots show Chinese, Japanese and Korean text (Thai and Arabic: fonts-noto-core above).
  [ -d /usr/share/fonts/opentype/noto ] || missing+=(fonts-noto-cjk)
  # APy, for the Apertium benchmark's comparison.
  command -v apertium-apy > /dev/null || missing+=(apertium-apy)
  # LibreOffice (headless, no GUI) converts legacy Office files and checks generated ones open.
  command -v soffice > /dev/null || missing+=(libreoffice-writer-nogui libreoffice-calc-nogui libreoffice-impress-nogui)
  # PDF checks of the page-layout adapter: qpdf --check, mupdf's mutool, poppler's pdftotext and pdftoppm.
  command -v qpdf > /dev/null || missing+=(qpdf)
  command -v mutool > /dev/null || missing+=(mupdf-tools)
  command -v pdftotext > /dev/null || missing+=(poppler-utils)
  # The scale suite puts two server nodes behind nginx (run as a child process, not a service).
  command -v nginx > /dev/null || [ -x /usr/sbin/nginx ] || missing+=(nginx)
fi

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

echo "Installing Debian packages: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo > /dev/null; then
    SUDO=sudo
  else
    echo "Run as root, or install these packages first: ${missing[*]}" >&2
    exit 1
  fi
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" > /dev/null
