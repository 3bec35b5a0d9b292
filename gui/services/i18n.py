"""Languages: Czech and English through Qt's translators, switchable at run time.

One QTranslator for Herna's own texts (resources/translations/herna_<lang>.qm) and one
for Qt's standard dialogs (qtbase_<lang>.qm from PySide6's translations folder; not
qt_<lang>.qm, which only names qtbase_<lang>.qm and modules Herna does not ship). Installing
them makes Qt send every widget a LanguageChange event; widgets answer by retranslating.
"""

from __future__ import annotations

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QTranslator,
)

import resources

LANGUAGES = ("cs", "en")
# Qt's own texts that Qt's Czech catalogue (qtbase_cs.qm) lacks: Qt 6 gave the file
# dialog's labels mnemonics ("&Look in:") and moved the file types to
# QAbstractFileIconProvider after that catalogue was made. lupdate collects them from here
# into Herna's catalogue, which Qt asks when qtbase_cs.qm has no answer (a lookup with a
# disambiguation, like "Folder" / "All other platforms", falls back to one without).
QT_GAPS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File Folder"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Drive"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "File"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Alias"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Shortcut"),
    QT_TRANSLATE_NOOP("QAbstractFileIconProvider", "Unknown"),
)
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


def names_language() -> str:
    """The language of the core's names of cards and tiles: "cs" or "en"."""
    return "cs" if current() == "cs" else "en"


def apply(setting: str) -> str:
    """Install the translators of `setting`; return the language now in use."""
    global _current
    language = resolve(setting)
    if language not in LANGUAGES:
        language = "en"
    if language == _current:
        return language
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("translators need the application: create it first")
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
