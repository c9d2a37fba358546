#!/bin/sh
# Adds Graph Games to this user's applications menu (no root needed): run it from the unpacked
# folder, which stays where it is. `./install.sh --remove` takes the menu entry away again.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor"
if [ "${1:-}" = "--remove" ]; then
  rm -f "$apps/graphgames.desktop"
  for size in 16 24 32 48 64 128 256 512; do rm -f "$icons/${size}x${size}/apps/graphgames.png"; done
  exit 0
fi
mkdir -p "$apps"
for size in 16 24 32 48 64 128 256 512; do
  mkdir -p "$icons/${size}x${size}/apps"
  cp "$here/icons/graphgames-$size.png" "$icons/${size}x${size}/apps/graphgames.png"
done
# The entry starts this folder's program, quoted in case the path has spaces.
sed "s|^Exec=graphgames|Exec=\"$here/graphgames\"|" "$here/graphgames.desktop" > "$apps/graphgames.desktop"
command -v update-desktop-database >/dev/null && update-desktop-database -q "$apps" || true
echo "Graph Games is in the applications menu (Education). To remove it: $0 --remove"
