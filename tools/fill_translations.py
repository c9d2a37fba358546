"""Fill unfinished entries of a Qt .ts catalogue from a tab-separated file of source and translation.

    python tools/fill_translations.py translations/graphgames_pt_BR.ts --list      # what is unfinished
    python tools/fill_translations.py translations/graphgames_pt_BR.ts new.tsv     # fill it in
    python tools/fill_translations.py translations/graphgames_pt_BR.ts --from old.ts  # from another catalogue

``--from`` takes the finished translations of another catalogue (an older one, or a branch's, when
two branches added strings), by source text.

Sources and translations are written as the program has them (no XML escaping); a line of the TSV
may give ``\\n`` for a line break. Run ``make lupdate`` first, so the catalogue lists every string.
"""

from __future__ import annotations

import html
import re
import sys
from pathlib import Path

MESSAGE = re.compile(r"<message(?: numerus=\"yes\")?>.*?</message>", re.S)
#: A plural message (Qt's %n) is copied from another catalogue whole: its numerus forms as they are.
NUMERUS = re.compile(r"<translation>\s*<numerusform>.*?</translation>", re.S)
SOURCE = re.compile(r"<source>(.*?)</source>", re.S)
COMMENT = re.compile(r"<comment>(.*?)</comment>", re.S)


def key(block: str) -> str:
    """A message by its source and its disambiguating comment (one source may mean two things)."""
    comment = COMMENT.search(block)
    return html.unescape(SOURCE.search(block).group(1)) + ("\x00" + comment.group(1) if comment else "")
UNFINISHED = re.compile(r'<translation type="unfinished">(.*?)</translation>', re.S)


def escape(text: str) -> str:
    return html.escape(text, quote=False).replace("'", "&apos;").replace('"', "&quot;")


def main(argv: list[str]) -> int:
    ts = Path(argv[0])
    text = ts.read_text(encoding="utf-8")
    if argv[1:] == ["--list"]:
        for block in MESSAGE.findall(text):
            if UNFINISHED.search(block):
                print(html.unescape(SOURCE.search(block).group(1)).replace("\n", "\\n"))
        return 0
    pairs = {}
    plurals = {}
    if argv[1] == "--from":
        for block in MESSAGE.findall(Path(argv[2]).read_text(encoding="utf-8")):
            source = key(block)
            plural = NUMERUS.search(block)
            done = re.search(r"<translation>(.*?)</translation>", block, re.S)
            if plural:
                plurals[source] = plural.group(0)
            elif done and done.group(1):
                pairs[source] = html.unescape(done.group(1))
    else:
        for line in Path(argv[1]).read_text(encoding="utf-8").splitlines():
            if line.strip():
                source, translation = line.split("\t")
                pairs[source.replace("\\n", "\n")] = translation.replace("\\n", "\n")

    def fill(match: re.Match) -> str:
        block = match.group(0)
        source = key(block)
        if UNFINISHED.search(block) and source in plurals:
            return UNFINISHED.sub(lambda _: plurals[source], block)
        if UNFINISHED.search(block) and source in pairs:
            return UNFINISHED.sub(lambda _: f"<translation>{escape(pairs[source])}</translation>", block)
        return block

    ts.write_text(MESSAGE.sub(fill, text), encoding="utf-8")
    left = sum(1 for block in MESSAGE.findall(ts.read_text(encoding="utf-8")) if UNFINISHED.search(block))
    print(f"{left} unfinished")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
