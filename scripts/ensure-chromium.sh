#!/usr/bin/env bash
# Browser tests drive Debian's chromium through playwright-core. Install it when it is missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then
  exit 0
fi
echo "Installing Debian's chromium for the browser tests..."
# shellcheck source=lib/apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt-install.sh"
apt_install chromium
/usr/bin/chromium --version
