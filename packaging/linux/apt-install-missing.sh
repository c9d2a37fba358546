#!/bin/sh
# Installs those of the given Debian/Ubuntu packages that are not installed yet (with sudo when not
# root); does nothing when all are there, or on a system without dpkg and apt-get.
set -eu
command -v dpkg >/dev/null && command -v apt-get >/dev/null || exit 0
missing=""
for p in "$@"; do dpkg -s "$p" >/dev/null 2>&1 || missing="$missing $p"; done
[ -n "$missing" ] || exit 0
sudo=""; [ "$(id -u)" -ne 0 ] && sudo="sudo"
echo "Installing system packages:$missing"
$sudo apt-get update -qq
$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing >/dev/null
