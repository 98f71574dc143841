#!/usr/bin/env bash
# Installs what Tilelands needs on Debian 12, builds it in build/ and starts the app from
# the build directory. Arguments are passed on to the app.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

tl_install_packages
tl_build

# The uninstalled app finds its compiled GSettings schema through meson's developer
# environment (GSETTINGS_SCHEMA_DIR=build/data) and its icon in the source tree.
export XDG_DATA_DIRS="$TL_ROOT/data:${XDG_DATA_DIRS:-/usr/local/share:/usr/share}"
exec meson devenv -C "$TL_BUILD" -w "$TL_ROOT" "$TL_BUILD/src/tilelands" "$@"
