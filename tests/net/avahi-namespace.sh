#!/bin/sh
# avahi-namespace.sh CLI TEST [ARGS…] — runs TEST (test-net-discovery) where Avahi may
# announce and browse without reaching any real network: a network namespace of its own
# (only lo, with multicast on), a mount namespace (a private /run for avahi-daemon's pid
# file), a private system bus (dbus-daemon --config-file) and avahi-daemon serving lo
# only. Sets TL_TEST_AVAHI_NAMESPACE=1 and TL_CLI=CLI for TEST. Exits 77 (skipped) where
# the tools are missing or the namespaces cannot be made (a pid namespace too, so that
# nothing started inside outlives the script); refuses to start the daemon
# anywhere but in a new network namespace whose only interface is lo
# (docs/network.md "Finding games on the network").
set -u
SKIP=77

skip () {
  echo "SKIP: $*"
  exit $SKIP
}

if [ "${TL_AVAHI_INSIDE:-}" != 1 ]; then
  [ $# -ge 2 ] || { echo "usage: $0 CLI TEST [ARGS…]" >&2; exit 2; }
  PATH="$PATH:/usr/sbin:/sbin"
  for tool in unshare ip dbus-daemon dbus-send avahi-daemon; do
    command -v "$tool" >/dev/null 2>&1 || skip "no $tool"
  done
  # root makes the namespaces itself (avahi-daemon then owns its runtime folder as it
  # expects); another user tries a user namespace, where the daemon may refuse
  # --mount-proc: a /proc of the new pid namespace (LeakSanitizer reads /proc/PID/task)
  flags="--net --mount --pid --fork --kill-child --mount-proc"
  [ "$(id -u)" = 0 ] || flags="$flags --map-root-user"
  # shellcheck disable=SC2086
  unshare $flags true 2>/dev/null || skip "cannot make a network namespace (unshare $flags)"
  TL_AVAHI_OUTER_NET=$(readlink /proc/self/ns/net)
  export TL_AVAHI_OUTER_NET PATH
  # shellcheck disable=SC2086
  TL_AVAHI_INSIDE=1 exec unshare $flags "$0" "$@"
fi

# Inside the namespace. Never go on in the machine's own network.
inner=$(readlink /proc/self/ns/net)
if [ "$inner" = "${TL_AVAHI_OUTER_NET:-}" ]; then
  echo "FAIL: not in a network namespace of our own ($inner)" >&2
  exit 1
fi
others=$(ip -o link show | grep -v '^[0-9]*: lo:')
if [ -n "$others" ]; then
  echo "FAIL: the namespace has other interfaces than lo: $others" >&2
  exit 1
fi
ip link set lo up && ip link set lo multicast on || skip "cannot bring lo up with multicast"
mount -t tmpfs tmpfs /run 2>/dev/null && mkdir -p /run/avahi-daemon || skip "cannot mount a private /run"

cli=$1
test=$2
shift 2
dir=$(mktemp -d "${TMPDIR:-/tmp}/tilelands-avahi.XXXXXX") || exit 1
bus_pid=
avahi_pid=
cleanup () {
  [ -n "$avahi_pid" ] && kill "$avahi_pid" 2>/dev/null && wait "$avahi_pid" 2>/dev/null
  [ -n "$bus_pid" ] && kill "$bus_pid" 2>/dev/null && wait "$bus_pid" 2>/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

cat > "$dir/bus.conf" <<EOF
<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>system</type>
  <listen>unix:path=$dir/system_bus_socket</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow user="*"/>
    <allow own="*"/>
    <allow send_destination="*"/>
    <allow receive_sender="*"/>
  </policy>
</busconfig>
EOF
cat > "$dir/avahi-daemon.conf" <<EOF
[server]
host-name=tilelands-test
domain-name=local
use-ipv4=yes
use-ipv6=no
allow-interfaces=lo
enable-dbus=yes
ratelimit-burst=1000
[wide-area]
enable-wide-area=no
[publish]
publish-hinfo=no
publish-workstation=no
[reflector]
enable-reflector=no
EOF

dbus-daemon --config-file="$dir/bus.conf" --nofork 2>"$dir/bus.log" &
bus_pid=$!
DBUS_SYSTEM_BUS_ADDRESS="unix:path=$dir/system_bus_socket"
export DBUS_SYSTEM_BUS_ADDRESS

# wait until a condition holds (each try a tenth of a second apart), at most 30 s
wait_for () {
  n=0
  until "$@" >/dev/null 2>&1; do
    n=$((n + 1))
    [ $n -lt 300 ] || return 1
    sleep 0.1
  done
}
avahi_owned () {
  dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
    org.freedesktop.DBus.NameHasOwner string:org.freedesktop.Avahi | grep -q 'boolean true'
}
wait_for dbus-send --system --print-reply --dest=org.freedesktop.DBus /org/freedesktop/DBus \
  org.freedesktop.DBus.GetId || { cat "$dir/bus.log"; skip "the private system bus did not start"; }

avahi-daemon -f "$dir/avahi-daemon.conf" --no-drop-root --no-chroot --no-rlimits \
  >"$dir/avahi.log" 2>&1 &
avahi_pid=$!
if ! wait_for avahi_owned; then
  cat "$dir/avahi.log"
  skip "avahi-daemon did not start in the namespace"
fi

TL_TEST_AVAHI_NAMESPACE=1 TL_CLI=$cli "$test" "$@"
status=$?
if [ $status -ne 0 ]; then
  echo "--- avahi-daemon's log"
  cat "$dir/avahi.log"
fi
exit $status
