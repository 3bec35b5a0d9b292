"""Languages: Czech and English through Qt's translators, switchable at run time.

One QTranslator for Herna's own texts (resources/translations/herna_<lang>.qm) and one
for Qt's standard dialogs (qtbase_<lang>.qm from PySide6's translations folder). Installing
them makes Qt send every widget a LanguageChange event; widgets answer by retranslating.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

import resources

LANGUAGES = ("cs", "en")
_installed: list[QTranslator] = []
_current = ""


def system_language() -> str:
    """"cs" when the system locale is Czech, else "en"."""
    return "cs" if QLocale.system().language() == QLocale.Language.Czech else "en"


def resolve(setting: str) -> str:
    """The language a setting ("system", "cs" or "en") stands for."""
    return system_language() if setting == "system" else setting


def current() -> str:
    """The language installed now ("cs" or "en"; "" before the first `apply`)."""
    return _current


def apply(setting: str) -> str:
    """Install the translators of `setting`; return the language now in use."""
    global _current
    language = resolve(setting)
    if language not in LANGUAGES:
        language = "en"
    if language == _current:
        return language
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    own = QTranslator(app)
    if own.load(str(resources.path("translations", f"herna_{language}.qm"))):
        _installed.append(own)
    if language != "en":
        qt = QTranslator(app)
        folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        if qt.load(f"qtbase_{language}", folder):
            _installed.append(qt)
    for translator in _installed:
        app.installTranslator(translator)
    QLocale.setDefault(QLocale(QLocale.Language.Czech if language == "cs"
                               else QLocale.Language.English))
    _current = language
    return language
