"""Runtime language switching: the app's catalogue and Qt's own, English or Brazilian Portuguese.

Installing a translator sends every widget a LanguageChange event; widgets retranslate themselves
in ``changeEvent``. Portuguese from Portugal (and any other pt locale) falls back to pt_BR.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLibraryInfo, QLocale, QTranslator
from PySide6.QtGui import QGuiApplication

from graphgames_desktop.paths import translations_dir

LANGUAGES = ("en", "pt_BR")

#: Qt's own file dialog asks for these, and Qt's Portuguese catalogue lacks them: ours answers instead
#: (our translator is installed after Qt's, so it is asked first).
QT_CATALOGUE_GAPS = (QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"), QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"))


def normalise(code: str | None) -> str:
    """Map a locale name to a supported language: any pt variant to pt_BR, else English."""
    if code and code.replace("-", "_").lower().startswith("pt"):
        return "pt_BR"
    return "en"


def system_language() -> str:
    return normalise(QLocale.system().name())


class LanguageManager:
    def __init__(self) -> None:
        self.language = "en"
        self._translators: list[QTranslator] = []

    def set_language(self, code: str) -> bool:
        """Switch the whole application; False if the Portuguese catalogue is missing."""
        code = normalise(code)
        app = QCoreApplication.instance()
        for t in self._translators:
            app.removeTranslator(t)
        self._translators = []
        self.language = code
        ok = True
        if code != "en":
            ours = QTranslator()
            ok = ours.load(f"graphgames_{code}", str(translations_dir()))
            qt = QTranslator()
            if qt.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.TranslationsPath)):
                self._translators.append(qt)
            if ok:
                self._translators.append(ours)
            for t in self._translators:
                app.installTranslator(t)
        QLocale.setDefault(QLocale(QLocale.Portuguese, QLocale.Brazil) if code == "pt_BR" else QLocale(QLocale.English))
        if isinstance(app, QGuiApplication):  # the name window managers and docks show, which Qt adds to window titles
            app.setApplicationDisplayName(QCoreApplication.translate("App", "Graph Games"))
        return ok
