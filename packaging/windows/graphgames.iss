; Windows installer of the bundle (dist\graphgames\, from `python packaging\build_bundle.py`), built by
; the CI workflow with Inno Setup 6:  iscc /DVersion=0.1.0 packaging\windows\graphgames.iss
; Installs for the current user without administrator rights (or for everyone, if chosen), in
; English or Brazilian Portuguese, with a Start menu entry and an uninstaller.
#ifndef Version
  #define Version "0.0.0"
#endif

[Setup]
AppId={{6E0C5A52-8D4B-4B7E-9E0B-3C1F2A7D9B41}
AppName={cm:AppName}
AppVersion={#Version}
AppPublisher=Graph Games
DefaultDirName={autopf}\Graph Games
DefaultGroupName={cm:AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog commandline
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=graphgames-{#Version}-windows-setup
SetupIconFile=..\..\resources\icons\graphgames.ico
UninstallDisplayIcon={app}\graphgames.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ShowLanguageDialog=auto

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "pt_BR"; MessagesFile: "compiler:Languages\BrazilianPortuguese.isl"

[CustomMessages]
en.AppName=Graph Games
pt_BR.AppName=Jogos de Grafos

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\graphgames\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{cm:AppName}"; Filename: "{app}\graphgames.exe"
Name: "{autodesktop}\{cm:AppName}"; Filename: "{app}\graphgames.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\graphgames.exe"; Description: "{cm:LaunchProgram,{cm:AppName}}"; Flags: nowait postinstall skipifsilent

[UninstallDelete]
; The machine code numba compiled on first use (app.py: kernel_cache_dir).
Type: filesandordirs; Name: "{localappdata}\GraphGames\numba"
