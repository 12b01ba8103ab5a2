#!/bin/sh
# movegen for macOS: double-click this file in Finder. A Terminal window
# opens, movegen starts its page and opens it in your browser. Close the
# window, or press Ctrl-C in it, to stop movegen.
cd "$(dirname "$0")" || exit 1
# The browser downloaded this folder, so macOS asks before running what is
# in it; once you have opened this launcher, its movegen may run as well.
xattr -d com.apple.quarantine ./movegen 2>/dev/null
exec ./movegen serve --desktop
