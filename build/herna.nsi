; Herna's Windows installer (NSIS 3). build/installer.py compiles it with
;   makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DPUBLISHER=... -DSOURCE=dist\herna
;            -DOUTFILE=herna-0.1.0-windows-x86_64-setup.exe -DICON=herna.ico herna.nsi
; Per user, no administrator: the program goes to %LOCALAPPDATA%\Programs\Herna, the
; uninstaller is registered under HKCU. Saves and settings live elsewhere (%APPDATA%,
; %LOCALAPPDATA%\Herna), so an upgrade and an uninstall keep them. The texts are Czech or
; English, chosen by the system's language. `/S` installs or uninstalls silently.
; Herna's records (*.herna) open Herna: the file type is registered for this user
; (HKCU\Software\Classes: the extension, the ProgID Herna.Record with its open command,
; and Herna among the programs offered for .json), and the uninstaller removes it.
; -DAMD64 (build/installer.py gives it where makensis has the 64-bit stubs, as Debian's
; does) makes a 64-bit installer, which Wine's 64-bit-only prefix can run; else 32-bit.

!ifdef AMD64
  Target amd64-unicode
!else
  Unicode true
!endif
SetCompressor /SOLID lzma
RequestExecutionLevel user
ManifestDPIAware true

!define APP "Herna"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Herna"
!define CLASSES "Software\Classes"
!define EXTENSION ".herna"
!define PROGID "Herna.Record"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
BrandingText "${APP} ${VERSION}"

VIProductVersion "${VERSION4}"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} Setup"
VIAddVersionKey /LANG=0 "LegalCopyright" "${PUBLISHER}"

!include "MUI2.nsh"
!include "FileFunc.nsh"
!include "Integration.nsh"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\herna.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The first language is the fallback; NSIS picks the system's language when it is here.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Czech"

LangString SecProgram ${LANG_ENGLISH} "Herna (the game room)"
LangString SecProgram ${LANG_CZECH} "Herna (herna)"
LangString SecDesktop ${LANG_ENGLISH} "Desktop shortcut"
LangString SecDesktop ${LANG_CZECH} "Zástupce na ploše"
LangString DescProgram ${LANG_ENGLISH} "The program and a Start menu entry."
LangString DescProgram ${LANG_CZECH} "Program a položka v nabídce Start."
LangString DescDesktop ${LANG_ENGLISH} "A shortcut to Herna on the desktop."
LangString DescDesktop ${LANG_CZECH} "Zástupce Herny na ploše."
LangString FileType ${LANG_ENGLISH} "Herna game record"
LangString FileType ${LANG_CZECH} "Záznam hry Herny"

Section "!$(SecProgram)" SEC_PROGRAM
  SectionIn RO
  SetShellVarContext current
  ; An upgrade replaces the program's own files only (saves and settings are elsewhere).
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\herna.exe"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\herna.exe" "" "$INSTDIR\herna.exe" 0
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\herna.exe,0"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  IntFmt $0 "0x%08X" $0
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "EstimatedSize" "$0"
  ; a double-click on a record opens it in Herna's replay (a save: Herna offers to go on)
  WriteRegStr HKCU "${CLASSES}\${EXTENSION}" "" "${PROGID}"
  WriteRegStr HKCU "${CLASSES}\${EXTENSION}" "Content Type" "application/x-herna-record"
  WriteRegStr HKCU "${CLASSES}\${EXTENSION}\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}" ""
  WriteRegStr HKCU "${CLASSES}\${PROGID}" "" "$(FileType)"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\DefaultIcon" "" "$INSTDIR\herna.exe,0"
  WriteRegStr HKCU "${CLASSES}\${PROGID}\shell\open\command" "" '"$INSTDIR\herna.exe" "%1"'
  ${NotifyShell_AssocChanged}
SectionEnd

Section "$(SecDesktop)" SEC_DESKTOP
  SetShellVarContext current
  CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\herna.exe" "" "$INSTDIR\herna.exe" 0
SectionEnd

!insertmacro MUI_FUNCTION_DESCRIPTION_BEGIN
  !insertmacro MUI_DESCRIPTION_TEXT ${SEC_PROGRAM} $(DescProgram)
  !insertmacro MUI_DESCRIPTION_TEXT ${SEC_DESKTOP} $(DescDesktop)
!insertmacro MUI_FUNCTION_DESCRIPTION_END

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\herna.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  ; the file type: the extension only while it still names Herna's ProgID
  ReadRegStr $0 HKCU "${CLASSES}\${EXTENSION}" ""
  StrCmp $0 "${PROGID}" 0 +2
    DeleteRegValue HKCU "${CLASSES}\${EXTENSION}" ""
  DeleteRegValue HKCU "${CLASSES}\${EXTENSION}" "Content Type"
  DeleteRegValue HKCU "${CLASSES}\${EXTENSION}\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "${CLASSES}\${EXTENSION}\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "${CLASSES}\${EXTENSION}"
  DeleteRegValue HKCU "${CLASSES}\.json\OpenWithProgids" "${PROGID}"
  DeleteRegKey /ifempty HKCU "${CLASSES}\.json\OpenWithProgids"
  DeleteRegKey /ifempty HKCU "${CLASSES}\.json"
  DeleteRegKey HKCU "${CLASSES}\${PROGID}"
  ${NotifyShell_AssocChanged}
SectionEnd
