#!/bin/sh
# The macOS disk image of the bundle (dist/Graph Games.app, from `python packaging/build_bundle.py`):
# the application beside a link to /Applications to drag it onto. Run by the CI workflow on macOS.
# The application is not signed: the first start needs right-click > Open (Gatekeeper).
set -eu
cd "$(dirname "$0")/../.."
version=$(python -c "import tomllib; print(tomllib.load(open('pyproject.toml', 'rb'))['project']['version'])")
stage=$(mktemp -d)
cp -R "dist/Graph Games.app" "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Graph Games" -srcfolder "$stage" -ov -format UDZO "dist/graphgames-$version-macos-$(uname -m).dmg"
rm -rf "$stage"
