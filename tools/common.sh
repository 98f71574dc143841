# Shared steps of tools/run.sh and tools/test.sh: install the Debian packages listed in
# tools/debian-packages.txt and configure and compile the build directory `build/`.
# Sourced, not run; expects `set -euo pipefail` from the caller.

TL_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
TL_BUILD="$TL_ROOT/build"

# Prints the packages of tools/debian-packages.txt, one per line.
tl_package_list () {
  sed -e 's/#.*//' -e 's/[[:space:]]//g' -e '/^$/d' "$TL_ROOT/tools/debian-packages.txt"
}

# Installs the packages that are missing, with apt-get (through sudo when not root).
tl_install_packages () {
  local missing=() pkg
  while read -r pkg; do
    if [ "$(dpkg-query -W -f='${db:Status-Status}' "$pkg" 2>/dev/null)" != installed ]; then
      missing+=("$pkg")
    fi
  done < <(tl_package_list)

  if [ ${#missing[@]} -eq 0 ]; then
    echo "tilelands: all build packages are installed"
    return 0
  fi

  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null; then
      echo "tilelands: need root or sudo to install: ${missing[*]}" >&2
      return 1
    fi
    sudo=(sudo)
  fi

  echo "tilelands: installing ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q update
  # No service may start while installing: avahi-daemon (only for net-avahi, which runs
  # its own inside a network namespace) would otherwise multicast on the machine's
  # interfaces. A policy-rc.d saying 101 (action forbidden) is what invoke-rc.d and
  # deb-systemd-invoke ask; one the machine has already is left alone.
  local policy=/usr/sbin/policy-rc.d made_policy=0
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' | "${sudo[@]}" tee "$policy" >/dev/null
    "${sudo[@]}" chmod 755 "$policy"
    made_policy=1
  fi
  local status=0
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q install -y --no-upgrade "${missing[@]}" || status=$?
  if [ "$made_policy" = 1 ]; then
    "${sudo[@]}" rm -f "$policy"
  fi
  return "$status"
}

# Configures build/ when it is not configured yet, then compiles it.
tl_build () {
  if [ ! -f "$TL_BUILD/build.ninja" ]; then
    meson setup "$TL_BUILD" "$TL_ROOT"
  fi
  meson compile -C "$TL_BUILD"
}
