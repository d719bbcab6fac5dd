# Sourced by the ensure-*.sh scripts: apt_install PACKAGE... installs Debian packages quietly,
# through sudo unless already root. It also sets SUDO for the caller's own privileged steps.
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi

apt_install() {
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "$@" >/dev/null
}
