#!/usr/bin/env bash
# The scale-out test (tests/scale-out) puts Debian's haproxy in front of two server instances.
# Install it when it is missing.
set -euo pipefail
if command -v haproxy >/dev/null 2>&1 || [ -x /usr/sbin/haproxy ]; then
  exit 0
fi
echo "Installing Debian's haproxy for the scale-out test..."
# shellcheck source=lib/apt-install.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/apt-install.sh"
apt_install haproxy
# The package may start a system service on port 80; the test runs its own haproxy with its own config.
if command -v systemctl >/dev/null 2>&1 && systemctl is-active --quiet haproxy 2>/dev/null; then
  $SUDO systemctl stop haproxy || true
fi
/usr/sbin/haproxy -v | head -n 1
