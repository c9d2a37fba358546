"""The Portuguese catalogue, read by tests that check a screen shows no English when set to Portuguese."""

import html
import re
from pathlib import Path

TS = Path(__file__).resolve().parents[2] / "translations" / "graphgames_pt_BR.ts"


def english_only() -> set[str]:
    """Source strings (without their "&" marks) whose Portuguese differs: on a Portuguese screen none may show."""
    text = TS.read_text(encoding="utf-8")
    found = set()
    for message in re.findall(r"<message>(.*?)</message>", text, re.S):
        source = html.unescape(re.search(r"<source>(.*?)</source>", message, re.S).group(1))
        translation = re.search(r"<translation[^>]*>(.*?)</translation>", message, re.S)
        words = html.unescape(translation.group(1)) if translation else ""
        if words and words.replace("&", "") != source.replace("&", ""):
            found.add(source.replace("&", ""))
    return found
