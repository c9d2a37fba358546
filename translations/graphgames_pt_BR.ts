<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name>App</name>
    <message>
        <location filename="../graphgames_desktop/app.py" line="116"/>
        <source>no puzzles for the game &apos;%1&apos;; choose from: %2</source>
        <translation>não há quebra-cabeças para o jogo &apos;%1&apos;; escolha entre: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="119"/>
        <source>--count must be between 1 and %1</source>
        <translation>--count deve estar entre 1 e %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="123"/>
        <source>--difficulty must be easy, medium or hard</source>
        <translation>--difficulty deve ser easy, medium ou hard</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="125"/>
        <source>--out names the PDF to write</source>
        <translation>--out indica o PDF a escrever</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="130"/>
        <source>%1: the worksheet could not be written: %2</source>
        <translation>%1: não foi possível escrever a folha de exercícios: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="132"/>
        <source>graphgames: only %1 different puzzles turned up; the worksheet has them all</source>
        <translation>graphgames: só apareceram %1 quebra-cabeças diferentes; a folha traz todos eles</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="146"/>
        <source>Self-test FAILED: %1</source>
        <translation>Autoteste FALHOU: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="148"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="148"/>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="149"/>
        <source>loaded from the cache in %1</source>
        <translation>carregada do cache em %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="150"/>
        <source>compiled now in %1 s into the cache in %2</source>
        <translation>compilada agora em %1 s, no cache em %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="151"/>
        <source>Blue-Red Hackenbush on the board &apos;%1&apos; (%2 edges): value %3.</source>
        <translation>Hackenbush Azul-Vermelho no tabuleiro &apos;%1&apos; (%2 arestas): valor %3.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="152"/>
        <source>Compiled search: %1; %2 searches during the game.</source>
        <translation>Busca compilada: %1; %2 buscas durante o jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="153"/>
        <source>%1 moves; %2 won; the value of the start says %3 wins.</source>
        <translation>%1 jogadas; o %2 venceu; o valor do início diz que o %3 vence.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="154"/>
        <source>The compiled search&apos;s value equals the Python search&apos;s at %1 of the %2 positions of the game.</source>
        <translation>O valor da busca compilada é igual ao da busca em Python em %1 das %2 posições do jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="156"/>
        <source>Self-test passed.</source>
        <translation>Autoteste aprovado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="156"/>
        <source>Self-test FAILED.</source>
        <translation>Autoteste FALHOU.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="163"/>
        <source>graphgames: no window can open: Qt&apos;s X11 (xcb) plugin needs these libraries, which are not installed: %1.</source>
        <translation>graphgames: nenhuma janela pode abrir: o plugin X11 (xcb) do Qt precisa destas bibliotecas, que não estão instaladas: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="165"/>
        <source>On Debian or Ubuntu, install them with:</source>
        <translation>No Debian ou no Ubuntu, instale-as com:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="252"/>
        <source>graphgames: the game &apos;%1&apos; cannot be played on screen in this version; choose from: %2</source>
        <translation>graphgames: o jogo &apos;%1&apos; não pode ser jogado na tela nesta versão; escolha entre: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/app.py" line="258"/>
        <source>graphgames: unknown board &apos;%1&apos;; choose from: %2</source>
        <translation>graphgames: tabuleiro desconhecido &apos;%1&apos;; escolha entre: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/i18n.py" line="58"/>
        <source>Graph Games</source>
        <translation>Jogos de Grafos</translation>
    </message>
</context>
<context>
    <name>BoardDescription</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/board_words.py" line="39"/>
        <location filename="../graphgames_desktop/ui/views/board_words.py" line="45"/>
        <source>The board in words</source>
        <translation>O tabuleiro em palavras</translation>
    </message>
</context>
<context>
    <name>CanvasView</name>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/view.py" line="485"/>
        <source>Vertex label</source>
        <extracomment>Over the overview, the selection is painted by its own items while it is this small (a dragged vertex moves at once; a bigger selection shows in the next image). The keyboard reached a vertex or an edge (play mode): the game view says what it is. Enter put a vertex at the keyboard point (edit mode): its id. The scene a drawing is shown in (a view may ask for its own kind). The share of the look&apos;s ``fit_area`` a fit shows at least (a view of small drawings may zoom closer). Pixels at the top and at the foot of the view kept clear of the drawing by ``fit`` (the game page&apos;s end banner, its refusal). What the paper&apos;s context menu offers in edit mode, those visible now (the window&apos;s edge colours, shown on a Hackenbush picture): reachable where the toolbar is hidden (classroom mode). Zoomed out on a big drawing, the view paints one image of it instead of its items. The element the keyboard is on (play mode), and the editor&apos;s keyboard point (edit mode). Whether the keyboard drives the canvas now (reached by Tab or a key, not by a click): the ring shows. Vertex names painted beside the vertices while joining them by typing (edit mode).</extracomment>
        <translation>Rótulo do vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/view.py" line="485"/>
        <source>Label:</source>
        <translation>Rótulo:</translation>
    </message>
</context>
<context>
    <name>CardArt</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="268"/>
        <source>vertex</source>
        <extracomment>One colour per kind of card, told apart also by colour-blind players (blue against orange).</extracomment>
        <translation>vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="268"/>
        <source>vertices</source>
        <translation>vértices</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="268"/>
        <source>edge</source>
        <translation>aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="268"/>
        <source>edges</source>
        <translation>arestas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="269"/>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="605"/>
        <source>Eulerian</source>
        <translation>Euleriano</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="269"/>
        <source>Eulerians</source>
        <translation>Eulerianos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="295"/>
        <source>S · subgraph</source>
        <translation>S · subgrafo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="295"/>
        <source>C · components</source>
        <translation>C · componentes</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="353"/>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="507"/>
        <source>Extra Power</source>
        <translation>Poder Extra</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="355"/>
        <source>Uses left: %1</source>
        <translation>Usos restantes: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="357"/>
        <source>Up to %1 times a round</source>
        <translation>Até %1 vezes por rodada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="359"/>
        <source>Once a round</source>
        <translation>Uma vez por rodada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="431"/>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="507"/>
        <source>Resources</source>
        <translation>Recursos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="460"/>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="507"/>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="638"/>
        <source>Bonus</source>
        <translation>Bônus</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="461"/>
        <source>Scored at the end</source>
        <translation>Pontua no fim do jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="470"/>
        <source>Condition met</source>
        <translation>Condição cumprida</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="470"/>
        <source>Not met</source>
        <translation>Não cumprida</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="507"/>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="638"/>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="556"/>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="639"/>
        <source>Minus Points</source>
        <extracomment>A track&apos;s title and numbers painted at the type scale (``text``) take these heights, in lines of that text (a minus box is as wide as its widest value, &quot;−14&quot; in bold, and its margins need: ``minus_rows``). A minus box&apos;s margin each side of its number on screen, in the number&apos;s heights.</extracomment>
        <translation>Pontos Negativos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="588"/>
        <source>all crossed</source>
        <translation>todas riscadas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="637"/>
        <source>Components</source>
        <translation>Componentes</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="637"/>
        <source>Diameter</source>
        <translation>Diâmetro</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="637"/>
        <source>Max. Degree</source>
        <translation>Grau Máx.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="638"/>
        <source>Trivial Comp.</source>
        <translation>Comp. Triviais</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="639"/>
        <source>TOTAL</source>
        <translation>TOTAL</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/art.py" line="826"/>
        <source>Minus points: the value under the leftmost box not crossed; %1 once all are crossed</source>
        <translation>Pontos negativos: o valor sob a primeira caixa não riscada; %1 quando todas estão riscadas</translation>
    </message>
</context>
<context>
    <name>CardScores</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="47"/>
        <source>a higher total</source>
        <extracomment>The score table&apos;s columns, as on the rule source&apos;s sheet (``score_sheet``&apos;s keys). The exported report&apos;s width in its own units (a pixel of the PNG).</extracomment>
        <translation>um total maior</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="48"/>
        <source>tie-breaker 1: fewer crossed minus boxes</source>
        <translation>desempate 1: menos caixas negativas riscadas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="49"/>
        <source>tie-breaker 2: fewer trivial components</source>
        <translation>desempate 2: menos componentes triviais</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="50"/>
        <source>tie-breaker 3: a higher maximum degree</source>
        <translation>desempate 3: um grau máximo maior</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="51"/>
        <source>tie-breaker 4: a higher diameter</source>
        <translation>desempate 4: um diâmetro maior</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="52"/>
        <source>tie-breaker 5: more components</source>
        <translation>desempate 5: mais componentes</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="56"/>
        <source>a tie on every count: the place is shared</source>
        <translation>empate em todos os critérios: a posição é dividida</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="104"/>
        <source>met: +%1</source>
        <translation>cumprida: +%1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="105"/>
        <source>not met</source>
        <translation>não cumprida</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="108"/>
        <source>Bonus cards revealed:</source>
        <translation>Cartas de bônus reveladas:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="110"/>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="256"/>
        <source>Scores</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="128"/>
        <source>%1, all sheets</source>
        <translation>%1, todas as folhas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="132"/>
        <source>%1, sheet %2</source>
        <translation>%1, folha %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="147"/>
        <source>%1. %2: %3</source>
        <translation>%1. %2: %3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="151"/>
        <source>ahead of %1 on %2</source>
        <translation>à frente de %1 por %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="152"/>
        <source>shares the place with %1: %2</source>
        <translation>divide a posição com %1: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="155"/>
        <source>Ranking</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="160"/>
        <source>Sheet %1</source>
        <translation>Folha %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="161"/>
        <source>All sheets</source>
        <translation>Todas as folhas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="162"/>
        <source>Export as PNG…</source>
        <translation>Exportar como PNG…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="163"/>
        <source>Export as PDF…</source>
        <translation>Exportar como PDF…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="238"/>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="238"/>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="239"/>
        <source>Export the scores</source>
        <translation>Exportar a pontuação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="276"/>
        <source>Cannot export</source>
        <translation>Não foi possível exportar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/scores.py" line="278"/>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
</context>
<context>
    <name>CardTable</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="175"/>
        <source>Click a number of the score table to see on the sheet what earned it.</source>
        <translation>Clique num número da tabela de pontos para ver na folha o que o rendeu.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="180"/>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="183"/>
        <source>Waiting for %1.</source>
        <translation>Esperando %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="185"/>
        <source>%1, your turn: %2</source>
        <translation>%1, sua vez: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="186"/>
        <source>keep one bonus card</source>
        <translation>fique com uma carta de bônus</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="187"/>
        <source>pick a resource card</source>
        <translation>escolha uma carta de recurso</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="188"/>
        <source>draw on your sheet</source>
        <translation>desenhe na sua folha</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="189"/>
        <source>contest the claim, or let it stand</source>
        <translation>conteste a reivindicação, ou deixe-a valer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="190"/>
        <source>claim an objective, or pass</source>
        <translation>reivindique um objetivo, ou passe</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="191"/>
        <source>refresh the objectives, or not</source>
        <translation>renove os objetivos, ou não</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="211"/>
        <source>Only you see these bonus cards. Discard one face down; you keep the rest in secret until the end.</source>
        <translation>Só você vê estas cartas de bônus. Descarte uma virada para baixo; as outras ficam com você, em segredo, até o fim.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="222"/>
        <source>Discard this card</source>
        <translation>Descartar esta carta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="233"/>
        <source>Take: %1</source>
        <translation>Pegar: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="241"/>
        <source>Your minus track is full: this starts a new sheet.</source>
        <translation>Sua trilha negativa está cheia: isto começa uma folha nova.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="310"/>
        <source>Click a glowing objective to save it, or:</source>
        <translation>Clique num objetivo destacado para reservá-lo, ou:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="313"/>
        <source>Objective to save</source>
        <translation>Objetivo a reservar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="323"/>
        <source>Save it (pay %1)</source>
        <translation>Reservar (pagar %1)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="265"/>
        <source>Click on the paper for a vertex; drag from a vertex to another for an edge (curves are fine). A vertex may not sit on a crossing or an edge.</source>
        <translation>Clique no papel para um vértice; arraste de um vértice a outro para uma aresta (curvas valem). Um vértice não pode ficar sobre um cruzamento nem sobre uma aresta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="261"/>
        <source>Undo my last stroke</source>
        <translation>Desfazer meu último traço</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="248"/>
        <source>Still to draw: %1 and %2</source>
        <translation>Ainda a desenhar: %1 e %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="253"/>
        <source>Done drawing</source>
        <translation>Terminei de desenhar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="260"/>
        <source>Draw every vertex before you finish.</source>
        <translation>Desenhe todos os vértices antes de terminar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="282"/>
        <source>Not available to you now.</source>
        <translation>Não disponível para você agora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="288"/>
        <source>vertices </source>
        <translation>vértices </translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="292"/>
        <source>edges </source>
        <translation>arestas </translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="303"/>
        <source>Use the power (pay %1)</source>
        <translation>Usar o poder (pagar %1)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="306"/>
        <source>One vertex becomes an edge</source>
        <translation>Um vértice vira uma aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="307"/>
        <source>One edge becomes a vertex</source>
        <translation>Uma aresta vira um vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="327"/>
        <source>Draw %1 bonus cards (pay %2)</source>
        <translation>Comprar %1 cartas de bônus (pagar %2)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="295"/>
        <source>Vertices more or fewer</source>
        <translation>Vértices a mais ou a menos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="296"/>
        <source>Edges more or fewer</source>
        <translation>Arestas a mais ou a menos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="340"/>
        <source>%1 claims %2. Contest it (the referee checks it now; a claim that fails crosses their box) or let it stand unchecked?</source>
        <translation>%1 reivindica %2. Contestar (o árbitro confere agora; uma reivindicação que falha risca uma caixa de quem reivindicou) ou deixar valer sem conferir?</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="343"/>
        <source>Contest</source>
        <translation>Contestar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="344"/>
        <source>Let it stand</source>
        <translation>Deixar valer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="347"/>
        <source>Click an objective in the row (or one you saved) to claim it. One claim a round; a claim that fails crosses a box.</source>
        <translation>Clique num objetivo da fileira (ou num que você reservou) para reivindicá-lo. Uma reivindicação por rodada; uma que falha risca uma caixa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="354"/>
        <source>A C objective: click on your sheet the components to circle (chosen: %1). Circled components can no longer change.</source>
        <translation>Um objetivo C: clique na sua folha os componentes a circular (escolhidos: %1). Componentes circulados não podem mais mudar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="358"/>
        <source>Claim %1 with these components</source>
        <translation>Reivindicar %1 com estes componentes</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="359"/>
        <source>Claim %1 (the referee finds the components)</source>
        <translation>Reivindicar %1 (o árbitro encontra os componentes)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="362"/>
        <source>Claim %1</source>
        <translation>Reivindicar %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="363"/>
        <source>No claim this round</source>
        <translation>Sem reivindicação nesta rodada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="370"/>
        <source>Warning: your minus track is full: a refresh starts a new sheet with its first %1 boxes crossed.</source>
        <translation>Atenção: sua trilha negativa está cheia: uma renovação começa uma folha nova com as %1 primeiras caixas riscadas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="373"/>
        <source>A refresh crosses 2 boxes: your minus points go from %1 to %2.</source>
        <translation>Uma renovação risca 2 caixas: seus pontos negativos vão de %1 para %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="376"/>
        <source>Refresh the five objectives</source>
        <translation>Renovar os cinco objetivos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="377"/>
        <source>Keep them</source>
        <translation>Manter</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="71"/>
        <source>Bonus cards</source>
        <extracomment>The cards row&apos;s share of the table&apos;s height, and the tallest its cards grow (in pixels of card art). The column beside the sheet (tracks, the step&apos;s controls, the players): its share of the table&apos;s width. A card is shown large beside itself if the room there lets it be at least this share of its largest size. The events whose detail is an objective card&apos;s id (said by the card&apos;s name). The border of the panel of the player whose sheet is shown.</extracomment>
        <translation>Cartas de bônus</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="72"/>
        <source>Pick</source>
        <translation>Escolher</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="73"/>
        <source>Draw</source>
        <translation>Desenhar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="74"/>
        <source>Claim</source>
        <translation>Reivindicar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="75"/>
        <source>Refresh</source>
        <translation>Renovar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="76"/>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="447"/>
        <source>Game over after round %1</source>
        <translation>Fim de jogo após a rodada %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="474"/>
        <source>Last round: the game ends after the claims</source>
        <translation>Última rodada: o jogo termina após as reivindicações</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="550"/>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="791"/>
        <source>your pick</source>
        <translation>sua escolha</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="551"/>
        <source>your pick (secret until everybody has picked)</source>
        <translation>sua escolha (secreta até todos escolherem)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="599"/>
        <source>Eulerians: %1 · minus boxes crossed: %2 · sheets: %3</source>
        <translation>Eulerianos: %1 · caixas negativas riscadas: %2 · folhas: %3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="602"/>
        <source>Picked: “%1”</source>
        <translation>Escolheu: “%1”</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="657"/>
        <source>Drawing: the arrow keys move a point on the paper, Enter puts a vertex there; type an edge such as 1-2 in the move box.</source>
        <translation>Desenhando: as setas movem um ponto no papel, Enter põe um vértice ali; digite uma aresta como 1-2 na caixa de jogada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="659"/>
        <source>The arrow keys go from vertex to vertex and edge to edge; while claiming a C objective, Enter circles the component of the vertex reached.</source>
        <translation>As setas vão de vértice em vértice e de aresta em aresta; ao reivindicar um objetivo C, Enter circula a componente do vértice alcançado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="662"/>
        <source>Sheets</source>
        <translation>Folhas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="451"/>
        <source>Resource deck: %1</source>
        <translation>Baralho de recursos: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="450"/>
        <source>Round %1 of %2</source>
        <translation>Rodada %1 de %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="452"/>
        <source>Objective deck: %1 · discarded: %2</source>
        <translation>Baralho de objetivos: %1 · descartados: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="454"/>
        <source>Extra powers: %1</source>
        <translation>Poderes extras: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="456"/>
        <source>Bonus deck: %1</source>
        <translation>Baralho de bônus: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="563"/>
        <source>players who took it: %n</source>
        <comment>a resource card, once the picks are shown</comment>
        <translation>
            <numerusform>%n jogador</numerusform>
            <numerusform>%n jogadores</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="592"/>
        <source>to act now</source>
        <translation>age agora</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="594"/>
        <source>✓ has acted this step</source>
        <translation>✓ já agiu nesta etapa</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="596"/>
        <source>still to act</source>
        <translation>ainda vai agir</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="605"/>
        <source>Claimed: %1</source>
        <translation>Reivindicados: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="607"/>
        <source>Saved:</source>
        <translation>Reservados:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="192"/>
        <source>Sheet of %1</source>
        <extracomment>A typed edge of the sheet (&quot;3-4&quot;), a card by its number in the row (&quot;1&quot;), an objective&apos;s id with, for a C claim, a vertex of each component it circles (&quot;S03&quot;, &quot;c3 1 5&quot;); a card id&apos;s number may drop its zeros.</extracomment>
        <translation>Folha de %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="193"/>
        <source>Sheet of %1</source>
        <comment>a seat&apos;s name given by the program, such as Player A</comment>
        <translation>Folha do %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="665"/>
        <source>Sheet %1 (in play)</source>
        <translation>Folha %1 (em jogo)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/table.py" line="666"/>
        <source>Sheet %1 (stored)</source>
        <translation>Folha %1 (guardada)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/cards.py" line="67"/>
        <source>A card face down</source>
        <extracomment>The deck a face-down card of each kind comes from (its back).</extracomment>
        <translation>Uma carta virada para baixo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/sheet.py" line="240"/>
        <source>Vertex %1</source>
        <extracomment>The distance of neighbours where a computer&apos;s vertices (drawn without positions) are laid out. A computer&apos;s vertex sits on the origin, its straight edges along the starting row run through vertices; a person&apos;s draw tool refuses a vertex or an edge anywhere near another vertex, so this is no person&apos;s drawing. The widest arc a straight edge is bent into to clear a vertex: a share of its length, at least MIN_DETOUR. The share of the look&apos;s fit area a sheet only looked at shows at least: the four starting vertices stand 60 apart in a row, and the whole area would leave them small in the middle of the paper. A sheet being drawn on shows the whole area, room for new vertices.</extracomment>
        <translation>Vértice %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/sheet.py" line="243"/>
        <source>Edge %1–%2</source>
        <translation>Aresta %1–%2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/standings.py" line="102"/>
        <source>Player</source>
        <extracomment>A claimed card&apos;s design height beside the others&apos; (CARD_MOST): about two lines of type at 1280x720. The background of the name of the player whose sheet is shown (the panels&apos; border is of this hue). The players&apos; lines shown at once; with more players the lines scroll, the one to act kept in sight.</extracomment>
        <translation>Jogador</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/standings.py" line="102"/>
        <source>Eulerians</source>
        <translation>Eulerianos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/standings.py" line="103"/>
        <source>Minus</source>
        <translation>Negativos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/standings.py" line="103"/>
        <source>Objectives</source>
        <translation>Objetivos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/standings.py" line="104"/>
        <source>Minus points: the value of the first box not crossed on the minus track of the sheet in play</source>
        <translation>Pontos negativos: o valor da primeira caixa não riscada na trilha negativa da folha em jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/standings.py" line="106"/>
        <source>Points of the objectives claimed, and their cards (point at one, or click it, to read it)</source>
        <translation>Pontos dos objetivos reivindicados, e suas cartas (aponte para uma, ou clique nela, para lê-la)</translation>
    </message>
</context>
<context>
    <name>CardsRules</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="515"/>
        <source>Introduction to Graph Theory</source>
        <translation>Introdução à Teoria dos Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="516"/>
        <source>Each player draws a simple graph on a sheet: every edge joins two different vertices, two vertices are joined at most once, edges may be curved and may cross, and a crossing is never a vertex.</source>
        <translation>Cada jogador desenha um grafo simples numa folha: toda aresta liga dois vértices diferentes, dois vértices são ligados no máximo uma vez, as arestas podem ser curvas e se cruzar, e um cruzamento nunca é um vértice.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="517"/>
        <source>The setup offers two sets of rules: the rule book&apos;s (the default), and a balanced variant whose changes are listed at the end.</source>
        <translation>A preparação oferece dois conjuntos de regras: as do livro de regras (o padrão) e uma variante equilibrada, cujas mudanças estão listadas no fim.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="518"/>
        <source>Setup</source>
        <translation>Preparação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="520"/>
        <source>A round</source>
        <translation>Uma rodada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="523"/>
        <source>Draw the vertices and edges it gives and gain its Eulerians. Each edge you cannot draw crosses one minus box. You may pay Eulerians for the face-up extra power: draw more or less, swap a vertex for an edge, save an objective for yourself, or draw bonus cards.</source>
        <translation>Desenhe os vértices e as arestas que ela dá e ganhe seus eulerianos. Cada aresta que você não puder desenhar risca uma caixa de pontos negativos. Você pode pagar eulerianos pelo poder extra da rodada: desenhar mais ou menos, trocar um vértice por uma aresta, reservar um objetivo para você ou comprar cartas de bônus.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="519"/>
        <source>One extra power card, five objective cards and two resource cards are turned face up. Every player starts with 2 Eulerians, the game&apos;s currency, and a blank sheet. With the bonus deck (2 to 10 players) each player is dealt two bonus cards, keeps one in secret and discards the other.</source>
        <translation>Uma carta de poder extra, cinco cartas de objetivo e duas cartas de recurso são viradas para cima. Cada jogador começa com 2 Eulerianos, a moeda do jogo, e uma folha em branco. Com o baralho de bônus (2 a 10 jogadores), cada jogador recebe duas cartas de bônus, fica com uma em segredo e descarta a outra.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="522"/>
        <source>Every player picks one of the two face-up resource cards (several players may pick the same one). The picks are made at the same time: nobody sees another&apos;s pick before making their own. At one screen each player picks in turn behind the curtain, and the picks are shown together after the last one.</source>
        <translation>Cada jogador escolhe uma das duas cartas de recurso viradas para cima (vários jogadores podem escolher a mesma). As escolhas são simultâneas: ninguém vê a escolha de outro antes de fazer a sua. Numa só tela, cada jogador escolhe na sua vez, atrás da cortina, e as escolhas são mostradas juntas depois da última.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="524"/>
        <source>Claim at most one objective: an S card if your graph contains its graph, a C card if some of your components together are its graph. The components of a C claim are circled and can no longer change. A claim that fails crosses a box. A claim&apos;s result is final: it cannot be taken back.</source>
        <translation>Reivindique no máximo um objetivo: uma carta S se o seu grafo contém o grafo dela, uma carta C se algumas das suas componentes juntas formam o grafo dela. As componentes de uma reivindicação C são circuladas e não podem mais mudar. Uma reivindicação que falha risca uma caixa. O resultado de uma reivindicação é definitivo: não pode ser desfeito.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="525"/>
        <source>Claims have no turn order: when a claim reveals a new objective, everyone who has not claimed this round may claim again, until nobody does. With contested claims (as on paper) a claim stands unless another player contests it; only a contested claim is checked, and one that fails returns the card and crosses a box.</source>
        <translation>As reivindicações não têm ordem de turno: quando uma reivindicação revela um novo objetivo, todos que ainda não reivindicaram nesta rodada podem tentar de novo, até ninguém mais reivindicar. Com reivindicações contestáveis (como no papel), uma reivindicação vale a menos que outro jogador a conteste; só a contestada é verificada, e a que falha devolve a carta e risca uma caixa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="526"/>
        <source>Anyone may refresh the five objectives, crossing two boxes.</source>
        <translation>Qualquer jogador pode renovar os cinco objetivos, riscando duas caixas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="527"/>
        <source>A new extra power and two new resource cards are turned up.</source>
        <translation>Viram-se um novo poder extra e duas novas cartas de recurso.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="529"/>
        <source>When the last box of the minus track would be crossed, the sheet is stored and a new one begins with its first two boxes crossed. The round in which the resource deck runs out is the last, and it ends after the claims.</source>
        <translation>Quando seria preciso riscar além da última caixa de pontos negativos, a folha é guardada e começa uma nova, com as duas primeiras caixas riscadas. A rodada em que o baralho de recursos acaba é a última e termina depois das reivindicações.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="530"/>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="531"/>
        <source>Each sheet scores its non-trivial components, its diameter, its maximum degree, its objectives and the bonus card, minus one point per lone vertex and the value under the leftmost uncrossed minus box. Ties go to fewer crossed boxes, then fewer lone vertices, a higher maximum degree, a higher diameter, and more components.</source>
        <translation>Cada folha pontua suas componentes não triviais, seu diâmetro, seu grau máximo, seus objetivos e a carta de bônus, menos um ponto por vértice isolado e o valor sob a primeira caixa negativa não riscada. Empates são decididos por menos caixas riscadas, depois menos vértices isolados, maior grau máximo, maior diâmetro e mais componentes.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="532"/>
        <source>Where the rule book is unclear: the readings this program chose</source>
        <translation>Onde o livro de regras não é claro: as leituras que este programa escolheu</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="534"/>
        <source>The minus track: the book&apos;s sheet has 8 boxes whose values cannot all be read (-1, -2, -8 and -14 can; its example scores -6, and -17 once all are crossed). This program reads them, from the left, as %1, and %2 once all eight are crossed.</source>
        <translation>A trilha negativa: a folha do livro tem 8 caixas cujos valores não se leem todos (leem-se -1, -2, -8 e -14; o exemplo do livro marca -6, e -17 quando todas estão riscadas). Este programa as lê, da esquerda para a direita, como %1, e %2 quando as oito estão riscadas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="535"/>
        <source>The number of cards: the book lists 30 resource cards, 60 objectives (30 S and 30 C), 18 bonus cards and 18 extra powers, 126 cards in all, but its setup speaks of 20 bonus cards. This program has 18 bonus cards; when a deck runs out its discards are shuffled into a new one (so ten players are dealt their bonus cards too).</source>
        <translation>O número de cartas: o livro lista 30 cartas de recurso, 60 objetivos (30 S e 30 C), 18 cartas de bônus e 18 poderes extras, 126 cartas ao todo, mas a preparação fala de 20 cartas de bônus. Este programa tem 18 cartas de bônus; quando um baralho acaba, seus descartes são embaralhados num novo (assim dez jogadores também recebem suas cartas de bônus).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="536"/>
        <source>Numbers the printed cards hold and the book&apos;s text lost (the resource cards, the objectives&apos; graphs and points, most bonus points and extra power costs) are this program&apos;s own; where the text can be read they are the book&apos;s. The bonus card about the component with the 2nd most vertices prints its middle row as its last (N ≥ 9: 10); it is read as N = 7 or 8: 7.</source>
        <translation>Os números que as cartas impressas trazem e que o texto do livro perdeu (as cartas de recurso, os grafos e os pontos dos objetivos, a maioria dos pontos de bônus e dos custos dos poderes extras) são deste programa; onde o texto se lê, são os do livro. A carta de bônus da componente com o 2º maior número de vértices imprime sua linha do meio igual à última (N ≥ 9: 10); ela é lida como N = 7 ou 8: 7.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="537"/>
        <source>Components are the book&apos;s: a lone vertex is a component (a trivial one) and a tree, as it has no cycle. “For every player …” bonus cards count you too. Cards about every vertex need at least one vertex; the longest path or cycle needs an edge, and players tied for it all earn it; a card asking for “only S” or “only C” objectives needs one claim at least.</source>
        <translation>As componentes são as do livro: um vértice isolado é uma componente (trivial) e uma árvore, pois não tem ciclo. As cartas de bônus “para cada jogador …” contam você também. As cartas sobre todos os vértices pedem pelo menos um vértice; o caminho ou ciclo mais longo precisa de uma aresta, e todos os jogadores empatados nele ganham a carta; uma carta que pede “só objetivos S” ou “só objetivos C” precisa de pelo menos uma reivindicação.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="538"/>
        <source>Claims are asked in turn (the order moves one seat each round), each player at most one claim a round, a failed one included. A card taken from the row is replaced in its own place.</source>
        <translation>As reivindicações são pedidas em ordem (a ordem avança um lugar a cada rodada), no máximo uma reivindicação por jogador a cada rodada, contando uma que falhou. Uma carta tirada da fileira é reposta no mesmo lugar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="539"/>
        <source>Saving an objective is not claiming it. The book allows one claim a round (step 3 of a round) and lets the save power, used while drawing (step 2), save up to two cards in a round, so this program reads a save as no claim: a player who saved may still claim one objective in the same round, the saved card or another. A saved card waits by its owner&apos;s sheet, for nobody else, until they claim it; that claim is the one claim of the round in which it is made.</source>
        <translation>Reservar um objetivo não é reivindicá-lo. O livro permite uma reivindicação por rodada (passo 3 da rodada) e deixa o poder de reservar, usado enquanto se desenha (passo 2), reservar até duas cartas numa rodada; por isso este programa lê a reserva como não sendo uma reivindicação: quem reservou ainda pode reivindicar um objetivo na mesma rodada, a carta reservada ou outra. Uma carta reservada espera ao lado da folha de quem a reservou, para mais ninguém, até que essa pessoa a reivindique; essa reivindicação é a única da rodada em que é feita.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="547"/>
        <source>The bonus card “for every player who claimed at least %1, gain %2” asks for %3 and pays %4 a player, %5 at most.</source>
        <translation>A carta de bônus “para cada jogador que reivindicou pelo menos %1, ganhe %2” pede %3 e paga %4 por jogador, no máximo %5.</translation>
    </message>
    <message numerus="yes">
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="562"/>
        <source>%n C and %1 S objectives</source>
        <comment>a bonus card asks for claims</comment>
        <translation>
            <numerusform>%n objetivo C e %1 S</numerusform>
            <numerusform>%n objetivos C e %1 S</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="540"/>
        <source>The Eulerian track holds %1 coins a sheet. When a sheet fills its minus track, the Eulerians not spent, the edges still to draw and the boxes still to cross go on to the new sheet.</source>
        <translation>A trilha de Eulerianos tem %1 moedas por folha. Quando uma folha enche sua trilha negativa, os Eulerianos não gastos, as arestas ainda a desenhar e as caixas ainda a riscar passam para a folha nova.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="542"/>
        <source>The balanced variant</source>
        <translation>A variante equilibrada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="543"/>
        <source>Chosen in the setup, it changes these rules of the book (measured in games between computer players, the book&apos;s “for every player” cards paid nearly every holder, up to 30 points at a big table):</source>
        <translation>Escolhida na preparação, ela muda estas regras do livro (medido em partidas entre jogadores do computador, as cartas “para cada jogador” do livro pagavam quase todo mundo que as tinha, até 30 pontos numa mesa grande):</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="545"/>
        <source>Every sheet, and every new sheet after the minus track fills, starts with %1 lone vertices drawn, so that every resource card can be drawn whole.</source>
        <translation>Cada folha, e cada folha nova depois que a trilha negativa enche, começa com %1 vértices isolados desenhados, para que toda carta de recurso possa ser desenhada inteira.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="546"/>
        <source>The bonus card “for every player with at least %1 Eulerians, gain %3” asks for %4 Eulerians and pays %6 a player, %7 at most.</source>
        <translation>A carta de bônus “para cada jogador com pelo menos %1 Eulerianos, ganhe %3” pede %4 Eulerianos e paga %6 por jogador, no máximo %7.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="548"/>
        <source>The bonus card “for every player with at least %1 components, gain %3” asks for %4 components and pays %6 a player, %7 at most.</source>
        <translation>A carta de bônus “para cada jogador com pelo menos %1 componentes, ganhe %3” pede %4 componentes e paga %6 por jogador, no máximo %7.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="549"/>
        <source>Bonus cards count components as the score sheet&apos;s Components row does: lone vertices are neither components nor trees (the cards about trees, one component, the 2nd largest component and the number of components).</source>
        <translation>As cartas de bônus contam componentes como a linha Componentes da folha de pontuação: vértices isolados não são componentes nem árvores (as cartas sobre árvores, uma só componente, a 2ª maior componente e o número de componentes).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="550"/>
        <source>Bonus cards about every vertex (all the same degree, degree at least 2, no degree above 3) need a sheet with an edge.</source>
        <translation>As cartas de bônus sobre todos os vértices (todos com o mesmo grau, grau pelo menos 2, nenhum grau acima de 3) pedem uma folha com alguma aresta.</translation>
    </message>
</context>
<context>
    <name>CardsView</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="217"/>
        <source>picks “%1”</source>
        <translation>escolhe “%1”</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="219"/>
        <source>draws a vertex</source>
        <translation>desenha um vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="221"/>
        <source>draws an edge %1–%2</source>
        <translation>desenha uma aresta %1–%2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="223"/>
        <source>ends drawing</source>
        <translation>termina de desenhar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="225"/>
        <source>uses the extra power: %1, %2</source>
        <translation>usa o poder extra: %1, %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="228"/>
        <source>uses the extra power: one vertex becomes an edge</source>
        <translation>usa o poder extra: um vértice vira uma aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="229"/>
        <source>uses the extra power: one edge becomes a vertex</source>
        <translation>usa o poder extra: uma aresta vira um vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="233"/>
        <source>uses the extra power: draws bonus cards</source>
        <translation>usa o poder extra: compra cartas de bônus</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="205"/>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="235"/>
        <source>keeps a bonus card in secret and discards another face down</source>
        <translation>fica com uma carta de bônus em segredo e descarta outra virada para baixo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="198"/>
        <source>Book rules</source>
        <translation>Regras do livro</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="199"/>
        <source>Balanced variant</source>
        <translation>Variante equilibrada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="206"/>
        <source>picks a resource card in secret</source>
        <translation>escolhe uma carta de recurso em segredo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="231"/>
        <source>saves “%1”</source>
        <translation>reserva “%1”</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="239"/>
        <source>claims “%1”</source>
        <translation>reivindica “%1”</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="241"/>
        <source>contests the claim</source>
        <translation>contesta a reivindicação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="243"/>
        <source>lets the claim stand</source>
        <translation>deixa a reivindicação valer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="245"/>
        <source>refreshes the objectives (two boxes crossed)</source>
        <translation>renova os objetivos (duas caixas riscadas)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="247"/>
        <source>makes no claim</source>
        <translation>não reivindica nada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="247"/>
        <source>keeps the objectives</source>
        <translation>mantém os objetivos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="259"/>
        <source>claims “%1”; the others may contest it</source>
        <translation>reivindica “%1”; os outros podem contestar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="262"/>
        <source>lets the claim of “%1” stand</source>
        <translation>deixa valer a reivindicação de “%1”</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="263"/>
        <source>lets the claim of “%1” stand: nobody contests it, and %2 takes the card unchecked</source>
        <translation>deixa valer a reivindicação de “%1”: ninguém contesta, e %2 leva a carta sem conferência</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="267"/>
        <source>claims “%1”, and the claim is proven: the card is taken</source>
        <translation>reivindica “%1”, e a reivindicação está provada: a carta é levada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="269"/>
        <source>claims “%1”, and the claim fails: %2; a box is crossed</source>
        <translation>reivindica “%1”, e a reivindicação falha: %2; uma caixa é riscada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="271"/>
        <source>contests the claim of “%1”, and the claim is proven: %3 takes the card</source>
        <translation>contesta a reivindicação de “%1”, e a reivindicação está provada: %3 leva a carta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="273"/>
        <source>contests the claim of “%1”, and the claim fails: %2; the card goes back and %3 crosses a box</source>
        <translation>contesta a reivindicação de “%1”, e a reivindicação falha: %2; a carta volta e %3 risca uma caixa</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="287"/>
        <source>the sheet does not contain the card&apos;s graph</source>
        <translation>a folha não contém o grafo da carta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="288"/>
        <source>no whole components of the sheet together form the card&apos;s graph</source>
        <translation>nenhum conjunto de componentes inteiras da folha forma o grafo da carta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="289"/>
        <source>the components named do not together form the card&apos;s graph</source>
        <translation>as componentes indicadas não formam juntas o grafo da carta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="336"/>
        <source>Extra power face up: %1.</source>
        <translation>Poder extra virado para cima: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="339"/>
        <source>Resource cards: %1.</source>
        <translation>Cartas de recurso: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="341"/>
        <source>Objectives: %1.</source>
        <translation>Objetivos: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="343"/>
        <source>Eulerians: %1</source>
        <translation>Eulerianos: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="344"/>
        <source>minus boxes crossed: %1</source>
        <translation>caixas negativas riscadas: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="346"/>
        <source>claimed: %1</source>
        <translation>reivindicados: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="348"/>
        <source>saved: %1</source>
        <translation>reservados: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="360"/>
        <source>%1: %2 (numbered 1 to %3); edges: %4.</source>
        <translation>%1: %2 (numerados de 1 a %3); arestas: %4.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="364"/>
        <source>Components with edges: %1.</source>
        <translation>Componentes com arestas: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="367"/>
        <source>Circled for C objectives: vertices %1.</source>
        <translation>Circulados para objetivos C: vértices %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="370"/>
        <source>Still to draw this round: %1 and %2.</source>
        <translation>Ainda a desenhar nesta rodada: %1 e %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="378"/>
        <source>resource</source>
        <translation>de recursos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="378"/>
        <source>objective</source>
        <translation>de objetivos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="378"/>
        <source>extra power</source>
        <translation>de poderes extras</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="379"/>
        <source>bonus</source>
        <translation>de bônus</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="380"/>
        <source>an edge could not be drawn</source>
        <translation>uma aresta não pôde ser desenhada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="380"/>
        <source>a claim failed</source>
        <translation>uma reivindicação falhou</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="381"/>
        <source>a refresh</source>
        <translation>uma renovação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="383"/>
        <source>The %1 discard pile was shuffled into a new deck.</source>
        <translation>A pilha de descarte %1 foi embaralhada num novo baralho.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="384"/>
        <source>%1 crosses a minus box (%2).</source>
        <translation>%1 risca uma caixa negativa (%2).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="385"/>
        <source>New sheet for %1: the minus track was full (%2). The old sheet is stored and still scores.</source>
        <translation>Folha nova para %1: a trilha negativa estava cheia (%2). A folha antiga fica guardada e ainda pontua.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="386"/>
        <source>%1 takes %2: the claim is proven (lit on the sheet).</source>
        <translation>%1 leva %2: a reivindicação está provada (destacada na folha).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="387"/>
        <source>%1&apos;s claim of %2 fails: %3. The card goes back and a box is crossed.</source>
        <translation>A reivindicação de %2 por %1 falha: %3. A carta volta e uma caixa é riscada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="436"/>
        <source>Pick and draw:</source>
        <translation>Escolha e desenho:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="444"/>
        <source>Checked by the computer</source>
        <translation>Verificadas pelo computador</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="445"/>
        <source>Stand unless contested</source>
        <translation>Valem se ninguém contestar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="388"/>
        <source>%1 refreshed the objectives.</source>
        <translation>%1 renovou os objetivos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="389"/>
        <source>%1 saved %2.</source>
        <translation>%1 reservou %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="390"/>
        <source>%1 claims %2: contest it or let it stand.</source>
        <translation>%1 reivindica %2: conteste ou deixe valer.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="391"/>
        <source>%1 contests the claim of %2: the referee checks it.</source>
        <translation>%1 contesta a reivindicação de %2: o árbitro confere.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="392"/>
        <source>Nobody contests: %1 takes %2 unchecked.</source>
        <translation>Ninguém contesta: %1 leva %2 sem conferência.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="393"/>
        <source>Round %2 begins: a new extra power and two new resource cards.</source>
        <translation>Começa a rodada %2: um novo poder extra e duas novas cartas de recurso.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="394"/>
        <source>Everybody has picked; the picks are shown together: %2.</source>
        <translation>Todos escolheram; as escolhas são mostradas juntas: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="395"/>
        <source>The resource deck is empty: the game is over.</source>
        <translation>O baralho de recursos acabou: o jogo terminou.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="425"/>
        <source>Introduction to Graph Theory</source>
        <translation>Introdução à Teoria dos Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="429"/>
        <source>A card game for 1 to 20 players: pick resources, draw a simple graph on your sheet, claim objective cards, score components, diameter and degrees.</source>
        <translation>Um jogo de cartas para 1 a 20 jogadores: escolha recursos, desenhe um grafo simples na sua folha, reivindique cartas de objetivo e pontue componentes, diâmetro e graus.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="433"/>
        <source>Rules:</source>
        <translation>Regras:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="434"/>
        <source>Bonus cards:</source>
        <translation>Cartas de bônus:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="435"/>
        <source>Claims:</source>
        <translation>Reivindicações:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="446"/>
        <source>One after another</source>
        <translation>Um de cada vez</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="447"/>
        <source>All at once (devices)</source>
        <translation>Todos juntos (aparelhos)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="453"/>
        <source>That is not a move of this game.</source>
        <translation>Isso não é uma jogada deste jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="454"/>
        <source>The game is over.</source>
        <translation>O jogo acabou.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="455"/>
        <source>First discard one of the bonus cards you were just given.</source>
        <translation>Primeiro descarte uma das cartas de bônus que você acabou de receber.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="456"/>
        <source>That belongs to another step of the round.</source>
        <translation>Isso pertence a outra etapa da rodada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="457"/>
        <source>That card is not on the table for you.</source>
        <translation>Essa carta não está na mesa para você.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="458"/>
        <source>You have no vertex left to draw this round.</source>
        <translation>Você não tem mais vértices para desenhar nesta rodada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="459"/>
        <source>You have no edge left to draw this round.</source>
        <translation>Você não tem mais arestas para desenhar nesta rodada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="460"/>
        <source>An edge must join two vertices of your sheet.</source>
        <translation>Uma aresta deve ligar dois vértices da sua folha.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="461"/>
        <source>An edge must join two different vertices (no loops).</source>
        <translation>Uma aresta deve ligar dois vértices diferentes (sem laços).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="462"/>
        <source>These two vertices are already joined (no double edges).</source>
        <translation>Estes dois vértices já estão ligados (sem arestas duplas).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="463"/>
        <source>That component was circled for a C objective: it can no longer change.</source>
        <translation>Essa componente foi circulada para um objetivo C: não pode mais mudar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="464"/>
        <source>Draw every vertex of your card first.</source>
        <translation>Desenhe primeiro todos os vértices da sua carta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="465"/>
        <source>Draw every edge of your card first: an edge may be left out only when no two free vertices remain unjoined.</source>
        <translation>Desenhe primeiro todas as arestas da sua carta: uma aresta só pode ficar de fora quando não restam dois vértices livres sem ligação.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="466"/>
        <source>That extra power is not the one face up this round.</source>
        <translation>Esse poder extra não é o que está virado nesta rodada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="467"/>
        <source>You have already used this round&apos;s extra power as often as it allows.</source>
        <translation>Você já usou o poder extra desta rodada tantas vezes quanto ele permite.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="468"/>
        <source>You do not have enough Eulerians to pay for the extra power.</source>
        <translation>Você não tem eulerianos suficientes para pagar o poder extra.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="469"/>
        <source>The extra power does not change your drawing by that much.</source>
        <translation>O poder extra não muda tanto o seu desenho.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="470"/>
        <source>You cannot draw fewer than zero vertices or edges.</source>
        <translation>Não é possível desenhar menos de zero vértices ou arestas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="471"/>
        <source>This extra power saves objectives of the other type.</source>
        <translation>Este poder extra reserva objetivos do outro tipo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="472"/>
        <source>This game is played without bonus cards.</source>
        <translation>Esta partida é jogada sem cartas de bônus.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="473"/>
        <source>No bonus card is left to draw.</source>
        <translation>Não sobrou carta de bônus para comprar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="474"/>
        <source>A C claim must say which components it circles.</source>
        <translation>Uma reivindicação C deve dizer quais componentes circula.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="475"/>
        <source>A claim is waiting: the other players contest it or let it stand first.</source>
        <translation>Há uma reivindicação pendente: os outros jogadores primeiro a contestam ou a deixam valer.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="476"/>
        <source>There is no claim to contest or let stand.</source>
        <translation>Não há reivindicação para contestar ou deixar valer.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="483"/>
        <source>The card game needs at least one player.</source>
        <translation>O jogo de cartas precisa de pelo menos um jogador.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="484"/>
        <source>The card game takes at most 20 players.</source>
        <translation>O jogo de cartas comporta no máximo 20 jogadores.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="485"/>
        <source>The bonus deck needs at least two players.</source>
        <translation>O baralho de bônus precisa de pelo menos dois jogadores.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="486"/>
        <source>The bonus deck serves 2 to 10 players; play without it at a bigger table.</source>
        <translation>O baralho de bônus serve de 2 a 10 jogadores; numa mesa maior, jogue sem ele.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="487"/>
        <source>Contested claims need at least two players.</source>
        <translation>Reivindicações contestáveis precisam de pelo menos dois jogadores.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="488"/>
        <source>The player chosen to start is not at the table.</source>
        <translation>O jogador escolhido para começar não está na mesa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="494"/>
        <source>The resource deck ran out: your sheets are scored.</source>
        <translation>O baralho de recursos acabou: suas folhas são pontuadas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="495"/>
        <source>The resource deck ran out: the sheets are scored and ranked.</source>
        <translation>O baralho de recursos acabou: as folhas são pontuadas e classificadas.</translation>
    </message>
</context>
<context>
    <name>ChompView</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="46"/>
        <source>The last vertex has been taken.</source>
        <translation>O último vértice foi retirado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="157"/>
        <source>removes vertex %1</source>
        <translation>remove o vértice %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="159"/>
        <source>removes edge %1–%2</source>
        <translation>remove a aresta %1–%2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="225"/>
        <source>%1 lone vertices are worth 1 each</source>
        <translation>%1 vértices isolados valem 1 cada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="227"/>
        <source>it takes the last vertex, and with it the game</source>
        <translation>ela tira o último vértice e, com ele, o jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="228"/>
        <source>a lone vertex is worth 1</source>
        <translation>um vértice isolado vale 1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="229"/>
        <source>a bipartite part with %1 and %2 is worth [v odd] + 2·[e odd] = %3 (the parity theorem)</source>
        <translation>uma parte bipartida com %1 e %2 vale [v ímpar] + 2·[a ímpar] = %3 (o teorema da paridade)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="230"/>
        <source>a part with %1 and %2 is worth %3 (found by the solver)</source>
        <translation>uma parte com %1 e %2 vale %3 (calculado pelo resolvedor)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="231"/>
        <source>a part with %1 and %2 is too big to solve in time</source>
        <translation>uma parte com %1 e %2 é grande demais para resolver a tempo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="249"/>
        <source>A forest with %3 and %4: leave an even number of vertices and an even number of edges after your move, every time.</source>
        <translation>Uma floresta com %3 e %4: deixe sempre um número par de vértices e um número par de arestas depois da sua jogada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="251"/>
        <source>A bipartite graph with %3 and %4: the even-even strategy works here too (value = [v odd] + 2·[e odd]).</source>
        <translation>Um grafo bipartido com %3 e %4: a estratégia par-par também funciona aqui (valor = [v ímpar] + 2·[a ímpar]).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="232"/>
        <source>the parts&apos; values %4 combine by XOR into %3</source>
        <translation>os valores das partes, %4, se combinam por XOR em %3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="181"/>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="182"/>
        <source>%1 left: %2.</source>
        <translation>Restam %1: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="191"/>
        <source>%1, joined to no vertex</source>
        <translation>%1, ligado a nenhum vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="192"/>
        <source>%1, joined to %2</source>
        <translation>%1, ligado a %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="202"/>
        <source>The Grundy value is 0: every move leaves a position of nonzero value, and from there the opponent can always move back to value 0, so the last vertex falls to the opponent.</source>
        <translation>O valor de Grundy é 0: toda jogada deixa uma posição de valor diferente de zero, e dali o adversário sempre pode voltar ao valor 0, então o último vértice fica com o adversário.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="203"/>
        <source>The Grundy value is %1, not 0: a move back to value 0 wins.</source>
        <translation>O valor de Grundy é %1, não 0: uma jogada que volta ao valor 0 vence.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="205"/>
        <source>The Grundy value is not 0 (its exact value was not found in time): a move back to value 0 wins.</source>
        <translation>O valor de Grundy não é 0 (o valor exato não foi encontrado a tempo): uma jogada que volta ao valor 0 vence.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="209"/>
        <source>%1 and %2</source>
        <translation>%1 e %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="210"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="212"/>
        <source>Parts and their values (the position&apos;s value is their XOR; ? not found in time): %1.</source>
        <translation>Partes e seus valores (o valor da posição é o XOR deles; ? não encontrado a tempo): %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="213"/>
        <source>Parts and their values (the position&apos;s value is their XOR): %1.</source>
        <translation>Partes e seus valores (o valor da posição é o XOR deles): %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="233"/>
        <source>the opponent faces value 0: every move they make can be answered with a move back to 0, and the last vertex is yours</source>
        <translation>o adversário fica com valor 0: toda jogada dele pode ser respondida com uma jogada de volta a 0, e o último vértice é seu</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="234"/>
        <source>the opponent faces value %3, not 0: they have a move back to 0</source>
        <translation>o adversário fica com valor %3, não 0: ele tem uma jogada de volta a 0</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="235"/>
        <source>the paths come in equal pairs (%5): copy each of the opponent&apos;s moves on the twin path</source>
        <translation>os caminhos formam pares iguais (%5): repita cada jogada do adversário no caminho gêmeo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="236"/>
        <source>the parts come in equal pairs (%5), which cancel (x XOR x = 0): answer each move on the twin</source>
        <translation>as partes formam pares iguais (%5), que se anulam (x XOR x = 0): responda cada jogada na parte gêmea</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="248"/>
        <source>A path: take its middle vertex or edge, leaving two equal paths, then copy every move of the opponent on the other path.</source>
        <translation>Um caminho: retire o vértice ou a aresta do meio, deixando dois caminhos iguais, e depois copie cada jogada do adversário no outro caminho.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="250"/>
        <source>A forest with an even number of vertices (%1) and of edges (%2): the player to move loses, since every move breaks the even-even pattern and the opponent restores it.</source>
        <translation>Uma floresta com número par de vértices (%1) e de arestas (%2): quem joga perde, pois toda jogada quebra o padrão par-par e o adversário o restaura.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="252"/>
        <source>A bipartite graph with an even number of vertices (%1) and of edges (%2): the player to move loses.</source>
        <translation>Um grafo bipartido com número par de vértices (%1) e de arestas (%2): quem joga perde.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="253"/>
        <source>A cycle: every move turns it into a path, which the opponent wins. The player to move loses.</source>
        <translation>Um ciclo: toda jogada o transforma em um caminho, que o adversário vence. Quem joga perde.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="254"/>
        <source>A complete graph: the player to move loses exactly when the number of vertices (%1) is a multiple of 3; the even-even rule does not apply.</source>
        <translation>Um grafo completo: quem joga perde exatamente quando o número de vértices (%1) é múltiplo de 3; a regra par-par não se aplica.</translation>
    </message>
</context>
<context>
    <name>ClassTable</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="86"/>
        <source>Type at least one student&apos;s name.</source>
        <extracomment>The numbers typed in at the end: the total and the rule source&apos;s tie-breakers, in its order.</extracomment>
        <translation>Digite o nome de pelo menos um aluno.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="87"/>
        <source>Every student needs a name of their own: no blank names and no two alike.</source>
        <translation>Cada aluno precisa de um nome próprio: sem nomes em branco e sem dois iguais.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="88"/>
        <source>That belongs to another step of the round.</source>
        <translation>Isso pertence a outra etapa da rodada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="89"/>
        <source>The game is over: type in the final scores.</source>
        <translation>O jogo acabou: digite as pontuações finais.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="90"/>
        <source>There is no student of that name at this table.</source>
        <translation>Não há aluno com esse nome nesta mesa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="91"/>
        <source>That card is not in the row (nor saved by this student).</source>
        <translation>Essa carta não está na fileira (nem reservada por este aluno).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="92"/>
        <source>This student has already claimed a card this round (a failed claim counts).</source>
        <translation>Este aluno já reivindicou uma carta nesta rodada (uma reivindicação que falhou também conta).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="93"/>
        <source>That claim cannot be contested any more: it was made in an earlier round or is already settled.</source>
        <translation>Essa reivindicação não pode mais ser contestada: foi feita numa rodada anterior ou já foi resolvida.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="94"/>
        <source>The quick sheet must hold a simple graph: no loops, no double edges.</source>
        <translation>A folha rápida deve ter um grafo simples: sem laços e sem arestas duplas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="95"/>
        <source>The extra power face up does not save objective cards.</source>
        <translation>O poder extra aberto não reserva cartas de objetivo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="96"/>
        <source>The extra power face up cannot save a card of this type.</source>
        <translation>O poder extra aberto não pode reservar uma carta deste tipo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="97"/>
        <source>This student has already saved as many cards as the power allows this round.</source>
        <translation>Este aluno já reservou todas as cartas que o poder permite nesta rodada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="98"/>
        <source>Those numbers cannot be right: counts are never negative.</source>
        <translation>Esses números não podem estar certos: contagens nunca são negativas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="99"/>
        <source>This lesson file is damaged or was not written by this program.</source>
        <translation>Este arquivo de aula está danificado ou não foi gravado por este programa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="100"/>
        <source>That cannot be done now.</source>
        <translation>Isso não pode ser feito agora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="111"/>
        <source>Everybody picks one of the two resource cards.</source>
        <translation>Cada um escolhe uma das duas cartas de recurso.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="112"/>
        <source>Draw the vertices and edges of your card; circle your new Eulerians. Extra powers are used now.</source>
        <translation>Desenhe os vértices e as arestas da sua carta; circule seus novos Eulerianos. Os poderes extras são usados agora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="113"/>
        <source>Claim at most one objective card. Anybody may ask for a proof.</source>
        <translation>Reivindique no máximo uma carta de objetivo. Qualquer um pode pedir uma prova.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="114"/>
        <source>Anybody may refresh the objectives: five new cards, two boxes crossed.</source>
        <translation>Qualquer um pode renovar os objetivos: cinco cartas novas, duas caixas riscadas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="115"/>
        <source>Score your sheets and tell the teacher your numbers.</source>
        <translation>Pontue suas folhas e diga seus números ao professor.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="149"/>
        <source>Check a claim</source>
        <translation>Verificar uma reivindicação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="153"/>
        <source>Draw %1&apos;s graph as on their sheet (for a C card, only the components they circled), then press Check.</source>
        <translation>Desenhe o grafo de %1 como está na folha (para uma carta C, só as componentes circuladas) e aperte Verificar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="160"/>
        <source>Check</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="161"/>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="509"/>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="247"/>
        <source>A new class game</source>
        <translation>Um novo jogo com a turma</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="248"/>
        <source>The class plays on paper and this window is the shared table for the projector. Print a player sheet for everybody first (and the cards, if the class wants to hold them).</source>
        <translation>A turma joga no papel e esta janela é a mesa compartilhada para o projetor. Imprima antes uma folha de jogador para cada um (e as cartas, se a turma quiser segurá-las).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="249"/>
        <source>Open a lesson…</source>
        <translation>Abrir uma aula…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="250"/>
        <source>Resume the last lesson</source>
        <translation>Retomar a última aula</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="251"/>
        <source>Print player sheets…</source>
        <translation>Imprimir folhas dos jogadores…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="252"/>
        <source>Print the cards…</source>
        <translation>Imprimir as cartas…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="253"/>
        <source>Students (one name a line):</source>
        <translation>Alunos (um nome por linha):</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="254"/>
        <source>Shuffle number:</source>
        <translation>Número do embaralhamento:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="255"/>
        <source>Bonus cards:</source>
        <translation>Cartas de bônus:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="258"/>
        <source>Start the lesson</source>
        <translation>Começar a aula</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="301"/>
        <source>Final scores: type each student&apos;s numbers from their sheets</source>
        <translation>Pontuação final: digite os números de cada aluno tirados das folhas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="302"/>
        <source>TOTAL</source>
        <translation>TOTAL</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="302"/>
        <source>Crossed boxes</source>
        <translation>Caixas riscadas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="302"/>
        <source>Trivial comp.</source>
        <translation>Comp. triviais</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="303"/>
        <source>Max. degree</source>
        <translation>Grau máx.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="303"/>
        <source>Diameter</source>
        <translation>Diâmetro</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="303"/>
        <source>Components</source>
        <translation>Componentes</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="305"/>
        <source>Show the ranking</source>
        <translation>Mostrar a classificação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="342"/>
        <source>fewest crossed boxes</source>
        <translation>menos caixas riscadas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="342"/>
        <source>fewest trivial components</source>
        <translation>menos componentes triviais</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="343"/>
        <source>highest maximum degree</source>
        <translation>maior grau máximo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="343"/>
        <source>highest diameter</source>
        <translation>maior diâmetro</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="344"/>
        <source>most components</source>
        <translation>mais componentes</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="356"/>
        <source>%1 ahead of %2 on the tie-breaker: %3</source>
        <translation>%1 à frente de %2 pelo desempate: %3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="360"/>
        <source>%1 and %2 share their place</source>
        <translation>%1 e %2 dividem a colocação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="501"/>
        <source>Student:</source>
        <translation>Aluno:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="502"/>
        <source>Claim the chosen card</source>
        <translation>Reivindicar a carta escolhida</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="503"/>
        <source>Save the chosen card</source>
        <translation>Reservar a carta escolhida</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="506"/>
        <source>Check a contested claim…</source>
        <translation>Verificar uma contestação…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="736"/>
        <source>Print &amp;Player Sheets (PDF)…</source>
        <translation>Imprimir Folhas dos &amp;Jogadores (PDF)…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="504"/>
        <source>Refresh the objectives</source>
        <translation>Renovar os objetivos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="256"/>
        <source>Play with paper bonus cards</source>
        <translation>Jogar com cartas de bônus de papel</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="257"/>
        <source>Keeps the extra powers that draw bonus cards in the deck.</source>
        <translation>Mantém no baralho os poderes extras que compram cartas de bônus.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="505"/>
        <source>Claims this round:</source>
        <translation>Reivindicações nesta rodada:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="507"/>
        <source>Students:</source>
        <translation>Alunos:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="508"/>
        <source>Next step ▶</source>
        <translation>Próxima etapa ▶</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="510"/>
        <source>Redo</source>
        <translation>Refazer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="511"/>
        <source>LAST ROUND</source>
        <translation>ÚLTIMA RODADA</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="523"/>
        <source>Round %1 of %2</source>
        <translation>Rodada %1 de %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="547"/>
        <source>Objectives: %1 in the deck, %2 discarded</source>
        <translation>Objetivos: %1 no baralho, %2 descartados</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="549"/>
        <source>Resource cards left: %1 (rounds after this one: %2)</source>
        <translation>Cartas de recurso restantes: %1 (rodadas depois desta: %2)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="569"/>
        <source>proven</source>
        <translation>provada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="569"/>
        <source>failed: card returned, one box to cross</source>
        <translation>falhou: carta devolvida, uma caixa a riscar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="569"/>
        <source>stands</source>
        <translation>vale</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="581"/>
        <source>The objective discard pile was shuffled into a new deck.</source>
        <translation>O descarte de objetivos foi embaralhado e virou um novo baralho.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="591"/>
        <source>holds %1</source>
        <translation>tem %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="594"/>
        <source>saved %1</source>
        <translation>reservou %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="597"/>
        <source>boxes to cross: %1</source>
        <translation>caixas a riscar: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="622"/>
        <source>First click the objective card on the table.</source>
        <translation>Primeiro clique na carta de objetivo na mesa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="629"/>
        <source>%1 claims %2. It stands unless somebody contests it.</source>
        <translation>%1 reivindica %2. Vale, a menos que alguém conteste.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="644"/>
        <source>%1 keeps %2 by their sheet.</source>
        <translation>%1 guarda %2 junto à sua folha.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="649"/>
        <source>%1 refreshed the objectives: cross two boxes.</source>
        <translation>%1 renovou os objetivos: risque duas caixas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="682"/>
        <source>Proven: %1 keeps %2.</source>
        <translation>Provada: %1 fica com %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="684"/>
        <source>Not proven: %2 goes back to the row and %1 crosses one box.</source>
        <translation>Não provada: %2 volta para a fileira e %1 risca uma caixa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="731"/>
        <source>Class Table: Introduction to Graph Theory</source>
        <translation>Mesa da Turma: Introdução à Teoria dos Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="732"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="733"/>
        <source>&amp;New Lesson…</source>
        <translation>&amp;Nova Aula…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="734"/>
        <source>&amp;Open Lesson…</source>
        <translation>&amp;Abrir Aula…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="735"/>
        <source>&amp;Save Lesson…</source>
        <translation>&amp;Salvar Aula…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="737"/>
        <source>Print the Card &amp;Deck (PDF)…</source>
        <translation>Imprimir o &amp;Baralho (PDF)…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="738"/>
        <source>&amp;Full Screen</source>
        <translation>&amp;Tela Cheia</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="739"/>
        <source>&amp;Close</source>
        <translation>&amp;Fechar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="774"/>
        <source>The lesson could not be kept for later: %1</source>
        <translation>Não foi possível guardar a aula para depois: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="782"/>
        <source>Cannot save the lesson</source>
        <translation>Não foi possível salvar a aula</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="792"/>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="795"/>
        <source>Cannot open the lesson</source>
        <translation>Não foi possível abrir a aula</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="804"/>
        <source>Save Lesson</source>
        <translation>Salvar Aula</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="804"/>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="809"/>
        <source>Class lessons (*.json)</source>
        <translation>Aulas da turma (*.json)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/class_table.py" line="809"/>
        <source>Open Lesson</source>
        <translation>Abrir Aula</translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="15"/>
        <source>Add vertex</source>
        <translation>Adicionar vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="28"/>
        <source>Draw edge</source>
        <translation>Desenhar aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="28"/>
        <source>Draw straight edge</source>
        <translation>Desenhar aresta reta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="44"/>
        <source>Move vertex</source>
        <translation>Mover vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="44"/>
        <source>Move vertices</source>
        <translation>Mover vértices</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="73"/>
        <source>Delete</source>
        <translation>Excluir</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="73"/>
        <source>Delete vertex</source>
        <translation>Excluir vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="73"/>
        <source>Delete edge</source>
        <translation>Excluir aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="101"/>
        <source>Paste</source>
        <translation>Colar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="127"/>
        <source>Rename vertex</source>
        <translation>Renomear vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="143"/>
        <source>Recolour edge</source>
        <translation>Recolorir aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="143"/>
        <source>Recolour edges</source>
        <translation>Recolorir arestas</translation>
    </message>
</context>
<context>
    <name>Controls</name>
    <message numerus="yes">
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="238"/>
        <source>Warning: edges of this card that cannot fit on your sheet: %n (minus boxes crossed: %n).</source>
        <translation>
            <numerusform>Atenção: %n aresta desta carta não cabe na sua folha (%n caixa negativa riscada).</numerusform>
            <numerusform>Atenção: %n arestas desta carta não cabem na sua folha (%n caixas negativas riscadas).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="256"/>
        <source>Done (edges that cannot be drawn: %n; minus boxes crossed: %n)</source>
        <translation>
            <numerusform>Terminar (%n aresta não cabe; %n caixa negativa riscada)</numerusform>
            <numerusform>Terminar (%n arestas não cabem; %n caixas negativas riscadas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../graphgames_desktop/ui/views/card_table/controls.py" line="277"/>
        <source>Extra power (cost in Eulerians: %n; you have %1):</source>
        <translation>
            <numerusform>Poder extra (custa %n Euleriano; você tem %1):</numerusform>
            <numerusform>Poder extra (custa %n Eulerianos; você tem %1):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Counts</name>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="160"/>
        <source>1 vertex</source>
        <translation>1 vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="160"/>
        <source>%1 vertices</source>
        <translation>%1 vértices</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="161"/>
        <source>1 edge</source>
        <translation>1 aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="161"/>
        <source>%1 edges</source>
        <translation>%1 arestas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="162"/>
        <source>1 move</source>
        <translation>1 jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="162"/>
        <source>%1 moves</source>
        <translation>%1 jogadas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="163"/>
        <source>1 point</source>
        <translation>1 ponto</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="163"/>
        <source>%1 points</source>
        <translation>%1 pontos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="164"/>
        <source>1 loop</source>
        <translation>1 laço</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="164"/>
        <source>%1 loops</source>
        <translation>%1 laços</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <location filename="../graphgames_desktop/ui/game/overlays.py" line="32"/>
        <source>Show my cards</source>
        <translation>Mostrar minhas cartas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/overlays.py" line="41"/>
        <source>Pass the screen to %1.</source>
        <translation>Passe a tela para %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/overlays.py" line="42"/>
        <source>I am %1: show my cards</source>
        <translation>Sou %1: mostrar minhas cartas</translation>
    </message>
</context>
<context>
    <name>DominationRules</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="215"/>
        <source>Graph Domination</source>
        <translation>Dominação de Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="216"/>
        <source>Two players, Blue (Player A) and Red (Player B), share a graph as their board. Each has an entry vertex. Blue moves first, then the turns alternate.</source>
        <translation>Dois jogadores, Azul (Jogador A) e Vermelho (Jogador B), usam um grafo como tabuleiro. Cada um tem um vértice de entrada. O Azul joga primeiro e depois os turnos se alternam.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="217"/>
        <source>A turn</source>
        <translation>Um turno</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="218"/>
        <source>Bring a new token onto your entry vertex, if it is empty; or</source>
        <translation>Coloque uma nova ficha no seu vértice de entrada, se ele estiver vazio; ou</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="219"/>
        <source>move one of your tokens along an edge to a neighbouring empty vertex.</source>
        <translation>mova uma das suas fichas por uma aresta até um vértice vizinho vazio.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="220"/>
        <source>&lt;b&gt;Zone of control:&lt;/b&gt; no token may be placed or moved onto a vertex next to an opponent&apos;s token. A player who cannot move passes. The game ends when neither player can move.</source>
        <translation>&lt;b&gt;Zona de controle:&lt;/b&gt; nenhuma ficha pode ser colocada ou movida para um vértice vizinho de uma ficha do adversário. Quem não pode jogar passa a vez. O jogo termina quando nenhum dos dois pode jogar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="221"/>
        <source>&lt;b&gt;Added rule&lt;/b&gt; (the original lets tokens go back and forth for ever): a game lasts at most four turns per vertex of the board, passes included, so each player has twice as many turns as the board has vertices. The turns left are shown beside the board.</source>
        <translation>&lt;b&gt;Regra acrescentada&lt;/b&gt; (no original as fichas podem ir e voltar para sempre): uma partida dura no máximo quatro turnos por vértice do tabuleiro, contando as passagens, ou seja, cada jogador tem o dobro de turnos do número de vértices. Os turnos restantes aparecem ao lado do tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="222"/>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="223"/>
        <source>Each token is worth 3 points. Each empty vertex is worth 1 point to a player for every token of theirs next to it. The higher total wins; equal totals are a draw.</source>
        <translation>Cada ficha vale 3 pontos. Cada vértice vazio vale 1 ponto para um jogador por ficha dele vizinha a esse vértice. Vence o maior total; totais iguais são empate.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="224"/>
        <source>Example on the dodecahedron: when neither player can move, 7 blue and 7 red tokens give each 21 points; the empty vertices add 7 points to each (2+1+1+1+1+1 for Blue, and as many for Red): a draw, 28 to 28. On the board, every empty vertex shows the blue and red tokens that touch it.</source>
        <translation>Exemplo no dodecaedro: quando nenhum dos dois pode jogar, 7 fichas azuis e 7 vermelhas dão 21 pontos a cada um; os vértices vazios somam 7 pontos a cada um (2+1+1+1+1+1 para o Azul, e o mesmo para o Vermelho): empate, 28 a 28. No tabuleiro, cada vértice vazio mostra as fichas azuis e vermelhas que o tocam.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="226"/>
        <source>Match</source>
        <translation>Disputa</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="227"/>
        <source>As the original suggests, two games may be played: the players swap colours for the second game, so each plays Blue and moves first once, and each player&apos;s two scores are added.</source>
        <translation>Como o original sugere, podem ser jogadas duas partidas: os jogadores trocam de cor na segunda, de modo que cada um joga de Azul e começa uma vez, e as duas pontuações de cada jogador são somadas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="229"/>
        <source>Click your empty entry vertex to bring in a token. Click one of your tokens, then a highlighted vertex, to move it. When you cannot move, press Pass. Against the computer you choose your colour when you set up the game.</source>
        <translation>Clique no seu vértice de entrada vazio para colocar uma ficha. Clique numa das suas fichas e depois num vértice destacado para movê-la. Quando não puder jogar, aperte Passar. Contra o computador, você escolhe sua cor ao preparar a partida.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="228"/>
        <source>How to play here</source>
        <translation>Como jogar aqui</translation>
    </message>
</context>
<context>
    <name>DominationView</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="115"/>
        <source>Graph Domination</source>
        <extracomment>The rule source&apos;s scoring example on the library dodecahedron (its figure is lost; this position fits its words): 7 tokens each, neither player can move, 7 adjacency points each, 28 to 28.</extracomment>
        <translation>Dominação de Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="119"/>
        <source>Bring tokens in through your entry and spread them: never next to an opponent&apos;s token. Tokens and the empty vertices they touch score.</source>
        <translation>Coloque fichas pela sua entrada e espalhe-as, nunca ao lado de uma ficha adversária. Pontuam as fichas e os vértices vazios que elas tocam.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="125"/>
        <source>That vertex is not on the board.</source>
        <translation>Esse vértice não está no tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="126"/>
        <source>Your entry vertex is occupied: move the token on it first.</source>
        <translation>Seu vértice de entrada está ocupado: mova antes a ficha que está nele.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="127"/>
        <source>That is not one of your tokens.</source>
        <translation>Essa não é uma das suas fichas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="128"/>
        <source>A token moves along one edge, to a neighbouring vertex.</source>
        <translation>Uma ficha se move por uma aresta, para um vértice vizinho.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="129"/>
        <source>That vertex already holds a token.</source>
        <translation>Esse vértice já tem uma ficha.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="130"/>
        <source>No token may go next to an opponent&apos;s token.</source>
        <translation>Nenhuma ficha pode ficar ao lado de uma ficha adversária.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="131"/>
        <source>You can still move, so you may not pass.</source>
        <translation>Você ainda pode jogar, então não pode passar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="132"/>
        <source>That is not a move of this game.</source>
        <translation>Isso não é uma jogada deste jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="133"/>
        <source>The game is over.</source>
        <translation>O jogo acabou.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="140"/>
        <source>Neither player can move any more.</source>
        <translation>Nenhum dos jogadores pode mais jogar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="141"/>
        <source>The turn limit has been reached.</source>
        <translation>O limite de turnos foi atingido.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="160"/>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="432"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="160"/>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="432"/>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="161"/>
        <source>Blue (Player A)</source>
        <translation>Azul (Jogador A)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="161"/>
        <source>Red (Player B)</source>
        <translation>Vermelho (Jogador B)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="169"/>
        <source>Blue&apos;s entry</source>
        <translation>Entrada do Azul</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="170"/>
        <source>Red&apos;s entry</source>
        <translation>Entrada do Vermelho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="186"/>
        <source>Choose an entry vertex for each player.</source>
        <translation>Escolha um vértice de entrada para cada jogador.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="263"/>
        <source>%1: %2 points</source>
        <translation>%1: %2 pontos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="265"/>
        <source>%1: tokens %2 × 3 + beside empty vertices %3 = %4</source>
        <translation>%1: fichas %2 × 3 + junto a vértices vazios %3 = %4</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="272"/>
        <source>Match, game %1 of 2; totals so far: %2</source>
        <translation>Disputa, partida %1 de 2; totais até agora: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="274"/>
        <source>Game %1: %2</source>
        <translation>Partida %1: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="362"/>
        <source>The token on %1 is picked: it may go to %2.</source>
        <translation>A ficha em %1 foi escolhida: ela pode ir para %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="382"/>
        <source>has no move and passes</source>
        <translation>não tem jogada: passa a vez</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="387"/>
        <source>enter</source>
        <translation>entrar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="391"/>
        <source>pass</source>
        <translation>passar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="419"/>
        <source>Type where the token on %1 goes too, such as %2.</source>
        <translation>Digite também para onde vai a ficha em %1, como %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="421"/>
        <source>Type “%1” to bring a token in on your entry, or a token&apos;s vertex and where it goes, such as 3-4.</source>
        <translation>Digite “%1” para colocar uma ficha na sua entrada, ou o vértice de uma ficha e para onde ela vai, como 3-4.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="434"/>
        <source>%1&apos;s token</source>
        <translation>ficha do %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="437"/>
        <source>%1&apos;s entry</source>
        <translation>entrada do %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="441"/>
        <source>beside %1 blue and %2 red tokens</source>
        <translation>ao lado de %1 fichas azuis e %2 vermelhas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="444"/>
        <source>closed to %1</source>
        <translation>fechado para o %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="455"/>
        <source>%1&apos;s entry: vertex %2 (empty).</source>
        <translation>Entrada do %1: vértice %2 (vazio).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="456"/>
        <source>%1&apos;s entry: vertex %2 (a token stands on it).</source>
        <translation>Entrada do %1: vértice %2 (com uma ficha).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="464"/>
        <source>%1 (blue %2, red %3)</source>
        <translation>%1 (azuis %2, vermelhas %3)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="467"/>
        <source>Empty vertices beside tokens: %1.</source>
        <translation>Vértices vazios ao lado de fichas: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="469"/>
        <source>Edges: %1.</source>
        <translation>Arestas: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="500"/>
        <source>Moves and the final score margin each leads to with best play: %1.</source>
        <translation>Jogadas e a diferença final de pontos a que cada uma leva com jogo perfeito: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="501"/>
        <source>Moves and the final score margin each leads to, estimated (≈: the board is too big to solve): %1.</source>
        <translation>Jogadas e a diferença final de pontos a que cada uma leva, estimada (≈: o tabuleiro é grande demais para resolver): %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="506"/>
        <source>What changes with the move that %1: %2.</source>
        <translation>O que muda com a jogada que %1: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="554"/>
        <source>empty vertices next to your tokens: %1 before, %2 after (adjacency points: %3 before, %4 after)</source>
        <translation>vértices vazios vizinhos das suas fichas: %1 antes, %2 depois (pontos de vizinhança: %3 antes, %4 depois)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="555"/>
        <source>empty vertices the opponent may still enter: %1 before, %2 after</source>
        <translation>vértices vazios em que o adversário ainda pode entrar: %1 antes, %2 depois</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="532"/>
        <source>with best play from here the mover ends %1 ahead</source>
        <translation>com o melhor jogo a partir daqui, quem jogou termina %1 à frente</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="534"/>
        <source>with best play from here the mover ends %1 behind</source>
        <translation>com o melhor jogo a partir daqui, quem jogou termina %1 atrás</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="550"/>
        <source>a new token is worth %1</source>
        <translation>uma nova ficha vale %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="148"/>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="188"/>
        <source>The two entry vertices must be different.</source>
        <translation>Os dois vértices de entrada devem ser diferentes.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="149"/>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="191"/>
        <source>The entry vertices may not be neighbours: a token on one would shut the other.</source>
        <translation>Os vértices de entrada não podem ser vizinhos: uma ficha num deles fecharia o outro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="150"/>
        <source>This board has no room for two entry vertices.</source>
        <translation>Este tabuleiro não comporta dois vértices de entrada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="155"/>
        <source>Two-game match (the players swap colours, so each moves first once; scores added)</source>
        <translation>Disputa em duas partidas (os jogadores trocam de cor, então cada um começa uma vez; pontuações somadas)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="267"/>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="517"/>
        <source>Turns left: %1</source>
        <translation>Turnos restantes: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="331"/>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="333"/>
        <source>You may pass only when you cannot move.</source>
        <translation>Só é possível passar quando não há jogada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="360"/>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="420"/>
        <source>This token has nowhere to go.</source>
        <translation>Esta ficha não tem para onde ir.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="367"/>
        <source>Click your empty entry vertex to bring in a token, or one of your tokens to move it.</source>
        <translation>Clique no seu vértice de entrada vazio para colocar uma ficha, ou numa das suas fichas para movê-la.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="378"/>
        <source>brings a token in</source>
        <translation>coloca uma ficha</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="380"/>
        <source>moves %1 → %2</source>
        <translation>move %1 → %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="515"/>
        <source>%1&apos;s tokens: %2</source>
        <translation>Fichas (%1): %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="536"/>
        <source>with best play from here the game ends level</source>
        <translation>com o melhor jogo a partir daqui, a partida termina empatada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="540"/>
        <source>(an estimate: the board is too big to solve)</source>
        <translation>(uma estimativa: o tabuleiro é grande demais para resolver)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="551"/>
        <source>it frees the entry for another token</source>
        <translation>libera a entrada para outra ficha</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="552"/>
        <source>the opponent can no longer bring tokens in</source>
        <translation>o adversário não pode mais colocar fichas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="553"/>
        <source>the opponent can no longer shut your entry next turn</source>
        <translation>o adversário não pode mais fechar sua entrada no próximo turno</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="556"/>
        <source>the opponent is left without a move</source>
        <translation>o adversário fica sem jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="557"/>
        <source>it ends the game with a margin of %1</source>
        <translation>termina a partida com diferença de %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="558"/>
        <source>there is no move to make</source>
        <translation>não há jogada possível</translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="103"/>
        <source>Measures</source>
        <extracomment>Copied fragments travel as text with this prefix (a Python-made QMimeData handed to the clipboard crashes PySide at exit, so no custom mime object is created).</extracomment>
        <translation>Medidas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="104"/>
        <source>&amp;Join vertices:</source>
        <translation>&amp;Ligar vértices:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="105"/>
        <source>such as 1-2, 2-3</source>
        <translation>como 1-2, 2-3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="106"/>
        <source>Join vertices</source>
        <translation>Ligar vértices</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="107"/>
        <source>Type two vertices&apos; numbers to draw a straight edge between them, such as 1-2; several pairs go with commas. Enter draws them.</source>
        <translation>Digite os números de dois vértices para desenhar uma aresta reta entre eles, como 1-2; vários pares vão separados por vírgulas. Enter os desenha.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="109"/>
        <source>On the paper: the arrow keys move a point (Shift: small steps, Ctrl: big ones), Enter puts a vertex there.</source>
        <translation>No papel: as setas movem um ponto (Shift: passos pequenos, Ctrl: grandes), Enter põe um vértice ali.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="111"/>
        <source>Paper</source>
        <translation>Papel</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="123"/>
        <source>Vertex %1 added.</source>
        <translation>Vértice %1 adicionado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="134"/>
        <source>“%1” names no two vertices of the drawing.</source>
        <translation>“%1” não nomeia dois vértices do desenho.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="138"/>
        <source>Edge %1 added.</source>
        <translation>Aresta %1 adicionada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="207"/>
        <source>Undone: %1</source>
        <translation>Desfeito: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="211"/>
        <source>Redone: %1</source>
        <translation>Refeito: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="246"/>
        <source>Select one vertex to give it a label (Select and Move, then click the vertex).</source>
        <translation>Selecione um único vértice para dar um rótulo a ele (Selecionar e mover, depois clique no vértice).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="275"/>
        <source>Nothing pasted: the clipboard does not hold a valid copied drawing.</source>
        <translation>Nada foi colado: a área de transferência não contém um desenho copiado válido.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="290"/>
        <source>Nothing pasted: no free place was found for the copied vertices.</source>
        <translation>Nada foi colado: não há lugar livre para os vértices copiados.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="299"/>
        <source>This graph is not planar: it cannot be drawn without crossings.</source>
        <translation>Este grafo não é planar: não pode ser desenhado sem cruzamentos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="315"/>
        <source>Tidy up (spring)</source>
        <translation>Organizar (molas)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="315"/>
        <source>Tidy up (circle)</source>
        <translation>Organizar (círculo)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="316"/>
        <source>Tidy up (planar)</source>
        <translation>Organizar (planar)</translation>
    </message>
</context>
<context>
    <name>FileLoader</name>
    <message>
        <location filename="../graphgames_desktop/ui/file_loader.py" line="85"/>
        <source>Opening %1…</source>
        <extracomment>The dialog appears only when a load lasts longer than this (most files open at once). :func:`run_steps` gives the event loop back after working this long (a frame or two). Files from this size (a few tens of thousands of vertices) freeze what they made in the collector.</extracomment>
        <translation>Abrindo %1…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/file_loader.py" line="114"/>
        <source>Drawing %1…</source>
        <translation>Desenhando %1…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/file_loader.py" line="148"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/file_loader.py" line="149"/>
        <source>Opening</source>
        <translation>Abrindo</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="46"/>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="47"/>
        <source>One move to try, and why (H)</source>
        <translation>Uma jogada para tentar, e por quê (H)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="49"/>
        <source>Undo move</source>
        <translation>Desfazer jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="48"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="50"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="51"/>
        <source>Redo move</source>
        <translation>Refazer jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="52"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="53"/>
        <source>New game</source>
        <translation>Novo jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="54"/>
        <source>Play again</source>
        <translation>Jogar de novo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="55"/>
        <source>The same game again: same board, players and options</source>
        <translation>O mesmo jogo de novo: mesmo tabuleiro, jogadores e opções</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="56"/>
        <source>Review</source>
        <translation>Revisão</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="57"/>
        <source>Step through the moves that turned the game, and why</source>
        <translation>Percorra as jogadas que viraram a partida, e entenda por quê</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="58"/>
        <source>Reveal (R)</source>
        <translation>Mostrar (R)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="59"/>
        <source>Classroom: show or hide the judgements and the hint (R)</source>
        <translation>Sala de aula: mostrar ou ocultar as avaliações e a dica (R)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="60"/>
        <source>Teaching</source>
        <translation>Ensino</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="61"/>
        <source>Teaching layer: who wins, which moves win, and why (T)</source>
        <translation>Modo de ensino: quem vence, quais jogadas vencem e por quê (T)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="62"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="63"/>
        <source>Open or close the panel with the move list, the replay and the teaching text (M)</source>
        <translation>Abrir ou fechar o painel com a lista de jogadas, a repetição e o texto de ensino (M)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="64"/>
        <source>Describe</source>
        <translation>Descrever</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_actions.py" line="65"/>
        <source>The board in words: every vertex, edge, token and label, whose turn and the scores (B)</source>
        <translation>O tabuleiro em palavras: cada vértice, aresta, ficha e rótulo, de quem é a vez e os placares (B)</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../graphgames_desktop/ui/game/class_hosting.py" line="354"/>
        <source>The class&apos;s seats could not be read back: open the game to the class again.</source>
        <translation>Não foi possível recuperar os lugares da turma: abra o jogo para a turma de novo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/class_hosting.py" line="362"/>
        <source>The class&apos;s game is open again: the devices rejoin by themselves.</source>
        <translation>O jogo da turma está aberto de novo: os aparelhos voltam sozinhos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/class_hosting.py" line="368"/>
        <source>The tournament&apos;s other tables could not be read back: only table 1 is open again.</source>
        <translation>Não foi possível ler de volta as outras mesas do torneio: só a mesa 1 foi aberta de novo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="332"/>
        <source>The computer could not move: %1</source>
        <extracomment>While the class plays on its devices, a move is said this long after it (ms), with the moves made meanwhile: a screen reader hears the position at most once in that time, however many students act. A burst of up to this many moves is said move by move; a longer one by how many, and its last. A sentence said to screen readers (a move and whose turn, a refusal): see announce.py. The class&apos;s devices changed (one joined or left, hosting began or ended): worth an autosave.</extracomment>
        <translation>O computador não conseguiu jogar: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="523"/>
        <source>A tournament of %1 tables: each pair plays on its devices.</source>
        <translation>Um torneio de %1 mesas: cada dupla joga nos seus aparelhos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="38"/>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="65"/>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="61"/>
        <source>The teaching layer could not judge this position.</source>
        <translation>O modo de ensino não conseguiu avaliar esta posição.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="207"/>
        <source>Moves taken back: %1</source>
        <translation>Jogadas desfeitas: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="207"/>
        <source>Moves played again: %1</source>
        <translation>Jogadas refeitas: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="40"/>
        <source>A hint is ready: press R to reveal it.</source>
        <translation>Uma dica está pronta: tecle R para mostrá-la.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="47"/>
        <source>Hint: %1. This move wins with perfect play.</source>
        <translation>Dica: %1. Esta jogada vence com jogo perfeito.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="49"/>
        <source>Hint: %1. No move wins against perfect play; this one keeps the draw.</source>
        <translation>Dica: %1. Nenhuma jogada vence com jogo perfeito; esta mantém o empate.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="51"/>
        <source>Hint: %1. Every move loses against perfect play; this one makes the game last longest.</source>
        <translation>Dica: %1. Toda jogada perde contra jogo perfeito; esta faz a partida durar mais.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="53"/>
        <source>Hint: %1 (best found; not proved).</source>
        <translation>Dica: %1 (a melhor achada; não provada).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="69"/>
        <source>Judgements are hidden: press R to reveal them.</source>
        <translation>As avaliações estão ocultas: tecle R para mostrá-las.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="77"/>
        <source>Why “%1” %2: %3.</source>
        <translation>Por que “%1” %2: %3.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="93"/>
        <source>Still studying…</source>
        <translation>Ainda estudando…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="106"/>
        <source>%1 of %2 votes chose a winning move.</source>
        <translation>%1 de %2 votos escolheram uma jogada vencedora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="108"/>
        <source>No move wins here with best play.</source>
        <translation>Nenhuma jogada vence aqui com o melhor jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="110"/>
        <source>The solver has not judged the moves of %1 votes.</source>
        <translation>O resolvedor ainda não julgou as jogadas de %1 votos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="116"/>
        <source>Hide (R)</source>
        <translation>Ocultar (R)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_layer.py" line="220"/>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="116"/>
        <source>Reveal (R)</source>
        <extracomment>This page&apos;s screen, the only one attached to its controller.</extracomment>
        <translation>Mostrar (R)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="121"/>
        <source>Hidden (R)</source>
        <translation>Oculto (R)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="125"/>
        <source>gave away a win</source>
        <translation>jogou fora a vitória</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="126"/>
        <source>gave away a draw</source>
        <translation>jogou fora o empate</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="128"/>
        <source>(%1 points)</source>
        <translation>(%1 pontos)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="136"/>
        <source>This move %1.</source>
        <translation>Esta jogada %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="139"/>
        <source>Best was: %1, which %2.</source>
        <translation>A melhor era: %1, que %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="180"/>
        <source>Looking for the turning points… positions judged: %1 of %2.</source>
        <translation>Procurando as viradas… posições avaliadas: %1 de %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="185"/>
        <source>Still judging %1 positions: more turning points may come.</source>
        <translation>Ainda avaliando %1 posições: podem aparecer mais viradas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="159"/>
        <source>Turning point %1 of %2: move %3, %4 %5 (%6).</source>
        <translation>Virada %1 de %2: jogada %3, %4 %5 (%6).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="163"/>
        <source>Why the move played %1: %2.</source>
        <translation>Por que a jogada feita %1: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="164"/>
        <source>Why the best move %1: %2.</source>
        <translation>Por que a melhor jogada %1: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="165"/>
        <source>still working it out</source>
        <translation>ainda calculando</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="530"/>
        <source>Board: %1</source>
        <translation>Tabuleiro: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="363"/>
        <source>More…</source>
        <extracomment>The side panel&apos;s share of the page&apos;s width, and its bounds in lines of type. The side panel&apos;s width in classroom mode with the drawer open in it, in lines of type: the explanation&apos;s lines about 45 characters long, the action buttons three a row; and its share of the page&apos;s width at most, so that the board keeps more than 60% of the window (at 1280x720 the share is the lesser). The drawer&apos;s width, in lines of type.</extracomment>
        <translation>Mais…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="363"/>
        <source>Less</source>
        <translation>Menos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="364"/>
        <source>Previous</source>
        <translation>Anterior</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="365"/>
        <source>Next</source>
        <translation>Próxima</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="366"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="367"/>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="537"/>
        <source>Moves:</source>
        <translation>Jogadas:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/teaching_words.py" line="82"/>
        <source>Still studying the moves marked “?”.</source>
        <translation>Ainda estudando as jogadas marcadas com “?”.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="368"/>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="371"/>
        <source>Moves</source>
        <translation>Jogadas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="368"/>
        <source>Explanation</source>
        <translation>Explicação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="369"/>
        <source>More actions: rules, describe the board, new game, play again</source>
        <translation>Mais ações: regras, descrever o tabuleiro, novo jogo, jogar de novo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="370"/>
        <source>More actions</source>
        <translation>Mais ações</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="372"/>
        <source>First position</source>
        <translation>Posição inicial</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="372"/>
        <source>Previous move</source>
        <translation>Jogada anterior</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="373"/>
        <source>Next move</source>
        <translation>Próxima jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/page_layout.py" line="373"/>
        <source>Last move</source>
        <translation>Última jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="57"/>
        <source>Game over. %1</source>
        <translation>Fim de jogo. %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="58"/>
        <source>Game over: a draw.</source>
        <translation>Fim de jogo: empate.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="68"/>
        <source>The teacher paused the game.</source>
        <translation>O professor pausou o jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="70"/>
        <source>The class votes for %1: %2 votes. A tie goes to the move voted first.</source>
        <translation>A turma vota por %1: %2 votos. Empate: vale a jogada votada primeiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="75"/>
        <source>The computer is thinking…</source>
        <translation>O computador está pensando…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="77"/>
        <source>Your move (%1).</source>
        <translation>Sua vez (%1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="79"/>
        <source>%1 to move.</source>
        <translation>%1 joga agora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="82"/>
        <source>Time left: %1.</source>
        <translation>Tempo restante: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="97"/>
        <source>Your move (%1). Acted: %2 of %3.</source>
        <extracomment>Past this many, the seats still to act are counted rather than named (a class of 20 on a projector).</extracomment>
        <translation>Sua vez (%1). Já jogaram: %2 de %3.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="99"/>
        <source>Waiting for %1 players. Acted: %2 of %3.</source>
        <translation>Esperando %1 jogadores. Já jogaram: %2 de %3.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="100"/>
        <source>Waiting for %1. Acted: %2 of %3.</source>
        <translation>Esperando %1. Já jogaram: %2 de %3.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="113"/>
        <source>A draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="118"/>
        <source>You win!</source>
        <translation>Você venceu!</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="120"/>
        <source>You share first place.</source>
        <translation>Você divide o primeiro lugar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="122"/>
        <source>The computer wins.</source>
        <translation>O computador venceu.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="124"/>
        <source>%1 wins!</source>
        <translation>%1 venceu!</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="125"/>
        <source>%1 share first place.</source>
        <translation>%1 dividem o primeiro lugar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="132"/>
        <source>Scores: %1.</source>
        <translation>Pontuação: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="138"/>
        <source>(the class&apos;s vote: %1 of %2)</source>
        <translation>(votação da turma: %1 de %2)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="154"/>
        <source>%1 moves were played; the last: %2</source>
        <translation>%1 jogadas foram feitas; a última: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="168"/>
        <source>(best found; not proved)</source>
        <translation>(a melhor achada; não provada)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="181"/>
        <source>on a device</source>
        <translation>em um aparelho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="183"/>
        <source>you</source>
        <translation>você</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="183"/>
        <source>at this screen</source>
        <translation>nesta tela</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="189"/>
        <source>Showing move %1 of %2</source>
        <translation>Mostrando a jogada %1 de %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/wording.py" line="195"/>
        <source>Move %1 of %2</source>
        <translation>Jogada %1 de %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/class_hosting.py" line="78"/>
        <source>Open to the class</source>
        <extracomment>The level of a computer the teacher gives a seat to in the middle of a class&apos;s game. A seat is called by its devices&apos; names up to this many (a class voting on one seat keeps the game&apos;s name). How many devices may share a seat: a few in a team, a whole class when it votes.</extracomment>
        <translation>Abrir para a turma</translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="151"/>
        <source>New game: %1</source>
        <extracomment>Whether the strong player solves a setup&apos;s start in its time, by (game, board, options, seed). The exact check&apos;s time: well under the strong player&apos;s own (5 s; the magic game&apos;s 3 s). A board proved only near that limit is not called perfect: seen in a real window, Domination on the Petersen graph was proved by one check and not by the next, and the computer&apos;s first move there was not proved. Options the person chose; the others follow the board picked (see default_options).</extracomment>
        <translation>Novo jogo: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="308"/>
        <source>The graph on the drawing page</source>
        <translation>O grafo da página de desenho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="248"/>
        <source>Two players at this screen</source>
        <translation>Duas pessoas nesta tela</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="249"/>
        <source>Against the computer</source>
        <translation>Contra o computador</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="227"/>
        <source>Board:</source>
        <translation>Tabuleiro:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="233"/>
        <source>Random seed:</source>
        <translation>Semente aleatória:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="253"/>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="261"/>
        <source>Players:</source>
        <translation>Jogadores:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="241"/>
        <source>Computer level:</source>
        <translation>Nível do computador:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="95"/>
        <source>Families of graphs</source>
        <extracomment>Seeds are drawn from a range wide enough that hidden cards cannot be found by trying seeds. Vertex sets chosen on the board (Hackenbush&apos;s ground); empty: the game&apos;s own choice. The dialog&apos;s check of the start: the strong player solves it in its time (True), may not (False), not checked or not finished (None). The page calls the level &quot;perfect&quot; only on a proof.</extracomment>
        <translation>Famílias de grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="96"/>
        <source>Famous graphs</source>
        <translation>Grafos famosos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="97"/>
        <source>Hackenbush pictures</source>
        <translation>Figuras de Hackenbush</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="98"/>
        <source>Random (a new one for each seed)</source>
        <translation>Aleatórios (um novo para cada semente)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="201"/>
        <source>Board: the arrow keys go from vertex to vertex, Enter chooses</source>
        <translation>Tabuleiro: as setas vão de vértice em vértice, Enter escolhe</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="270"/>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="532"/>
        <source>Who starts:</source>
        <translation>Quem começa:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="276"/>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="368"/>
        <source>%1: click a vertex on the board to choose it.</source>
        <translation>%1: clique num vértice do tabuleiro para escolhê-lo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="370"/>
        <source>%1: click vertices on the board to choose them (one chosen; at least one is needed).</source>
        <translation>%1: clique nos vértices do tabuleiro para escolhê-los (um escolhido; é preciso ao menos um).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="372"/>
        <source>%1: click vertices on the board to choose them (%2 chosen).</source>
        <translation>%1: clique nos vértices do tabuleiro para escolhê-los (%2 escolhidos).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="452"/>
        <source>Person</source>
        <translation>Pessoa</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="454"/>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="505"/>
        <source>Computer: %1</source>
        <translation>Computador: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="458"/>
        <source>Name of %1</source>
        <translation>Nome de %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="459"/>
        <source>Who plays %1</source>
        <translation>Quem joga como %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="513"/>
        <source>On this board the computer cannot always solve the position in time: it will then play the best move its search finds, and say so.</source>
        <translation>Neste tabuleiro o computador nem sempre consegue resolver a posição a tempo: então faz a melhor jogada que sua busca encontrar, e avisa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="532"/>
        <source>You play:</source>
        <translation>Você joga de:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="537"/>
        <source>%1 (moves first)</source>
        <translation>%1 (começa)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="540"/>
        <source>You (%1)</source>
        <translation>Você (%1)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="541"/>
        <source>The computer (%1)</source>
        <translation>O computador (%1)</translation>
    </message>
</context>
<context>
    <name>HackenbushView</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="33"/>
        <source>green</source>
        <extracomment>A typed edge among parallel ones: its ends, then &quot;#&quot; and which of them it is (&quot;3-7 #2&quot;).</extracomment>
        <translation>verde</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="33"/>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="34"/>
        <source>red</source>
        <translation>vermelha</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="74"/>
        <source>That edge is red, not yours to cut: Blue cuts only blue edges.</source>
        <translation>Essa aresta é vermelha, não é sua: o Azul corta só as arestas azuis.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="75"/>
        <source>That edge is blue, not yours to cut: Red cuts only red edges.</source>
        <translation>Essa aresta é azul, não é sua: o Vermelho corta só as arestas vermelhas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="76"/>
        <source>That edge is red, not yours to cut: Blue cuts blue and green edges.</source>
        <translation>Essa aresta é vermelha, não é sua: o Azul corta as arestas azuis e as verdes.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="77"/>
        <source>That edge is blue, not yours to cut: Red cuts red and green edges.</source>
        <translation>Essa aresta é azul, não é sua: o Vermelho corta as arestas vermelhas e as verdes.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="82"/>
        <source>The player to move had no edge left to cut.</source>
        <translation>Quem devia jogar não tinha mais aresta para cortar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="134"/>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="134"/>
        <source>Red</source>
        <translation>Vermelho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="135"/>
        <source>Blue (Player A)</source>
        <translation>Azul (Jogador A)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="135"/>
        <source>Red (Player B)</source>
        <translation>Vermelho (Jogador B)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="163"/>
        <source>Ground vertices</source>
        <translation>Vértices no chão</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="233"/>
        <source>Cut an edge: a vertex cannot be cut.</source>
        <translation>Corte uma aresta: um vértice não pode ser cortado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="267"/>
        <source>either player cuts it</source>
        <translation>qualquer jogador a corta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="268"/>
        <source>Blue cuts it</source>
        <translation>o Azul a corta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="269"/>
        <source>Red cuts it</source>
        <translation>o Vermelho a corta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="278"/>
        <source>%1, on the ground</source>
        <translation>%1, no chão</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="280"/>
        <source>Edge %1, %2: %3</source>
        <translation>Aresta %1, %2: %3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="287"/>
        <source>On the ground: vertices %1. An edge that loses touch with the ground falls.</source>
        <translation>No chão: vértices %1. Uma aresta que perde o contato com o chão cai.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="288"/>
        <source>Blue edges (%1), cut by Blue: %2.</source>
        <translation>Arestas azuis (%1), cortadas pelo Azul: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="289"/>
        <source>Red edges (%1), cut by Red: %2.</source>
        <translation>Arestas vermelhas (%1), cortadas pelo Vermelho: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="290"/>
        <source>Green edges (%1), cut by either player: %2.</source>
        <translation>Arestas verdes (%1), cortadas por qualquer jogador: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="297"/>
        <source>No edge is left standing.</source>
        <translation>Nenhuma aresta ficou de pé.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="308"/>
        <source>a single green edge is a Nim heap of 1</source>
        <translation>uma única aresta verde é um monte de Nim de tamanho 1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="310"/>
        <source>a green stalk of %1 is a Nim heap of %2</source>
        <translation>uma haste verde de %1 é um monte de Nim de tamanho %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="316"/>
        <source>left standing after the cut: %1</source>
        <translation>de pé depois do corte: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="317"/>
        <source>left standing after the cut: %1 (fallen with it: %2)</source>
        <translation>de pé depois do corte: %1 (caíram com ele: %2)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="320"/>
        <source>searching every line of play: the opponent loses from here</source>
        <translation>examinando todas as linhas de jogo: o adversário perde a partir daqui</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="321"/>
        <source>searching every line of play: the opponent wins from here</source>
        <translation>examinando todas as linhas de jogo: o adversário vence a partir daqui</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="323"/>
        <source>the cut leaves the opponent nothing to cut</source>
        <translation>o corte deixa o adversário sem nada para cortar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="324"/>
        <source>a tree of %1: by the colon principle, branches meeting at a vertex count as one stalk of their nim sum, so it is worth *%2</source>
        <translation>uma árvore de %1: pelo princípio dos dois pontos, ramos que se encontram num vértice valem uma só haste com a soma nim deles, então ela vale *%2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="330"/>
        <source>a part of %1 standing on its own is worth %2 (parts add up)</source>
        <translation>uma parte de %1 apoiada sozinha no chão vale %2 (as partes se somam)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="331"/>
        <source>%5 has %6 to spare</source>
        <translation>%5 tem %6 de sobra</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="401"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="325"/>
        <source>parts standing apart add by nim sum: %4 make *%2</source>
        <translation>partes separadas se somam pela soma nim: %4 dão *%2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="326"/>
        <source>nim value 0 with the opponent to move: they lose</source>
        <translation>valor nim 0 com o adversário a jogar: ele perde</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="327"/>
        <source>nim value *%2 with the opponent to move: they can cut back to 0</source>
        <translation>valor nim *%2 com o adversário a jogar: ele pode cortar de volta a 0</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="328"/>
        <source>the picture left is worth %2</source>
        <translation>o desenho que sobra vale %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="329"/>
        <source>a stalk coloured %7 from the ground up is worth %2 (the first run counts 1 an edge, each later edge half the step before)</source>
        <translation>uma haste com as cores %7, do chão para cima, vale %2 (a primeira sequência conta 1 por aresta, e cada aresta seguinte, metade do passo anterior)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="332"/>
        <source>a value of 0: whoever must cut next loses, and that is the opponent</source>
        <translation>valor 0: quem tiver de cortar em seguida perde, e esse é o adversário</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="333"/>
        <source>the picture is too big to solve in time</source>
        <translation>o desenho é grande demais para resolver a tempo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="354"/>
        <source>a part of %1 with cycles: by the fusion principle its cycles become %3 on %8</source>
        <translation>uma parte de %1 com ciclos: pelo princípio da fusão seus ciclos viram %3 em %8</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="355"/>
        <source>a part of %1 with %3 on %8</source>
        <translation>uma parte de %1 com %3 em %8</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="359"/>
        <source>the loop counts as one edge</source>
        <translation>o laço conta como uma aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="360"/>
        <source>each loop counts as one edge</source>
        <translation>cada laço conta como uma aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="362"/>
        <source>loops on one vertex cancel in pairs: all %3 do</source>
        <translation>laços no mesmo vértice se anulam aos pares: todos os %3 se anulam</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="363"/>
        <source>loops on one vertex cancel in pairs: %3 do, and 1 is left, counting as one edge</source>
        <translation>laços no mesmo vértice se anulam aos pares: %3 se anulam e sobra 1, que conta como uma aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="365"/>
        <source>loops on one vertex cancel in pairs: %3 do, and %9 are left, each counting as one edge</source>
        <translation>laços no mesmo vértice se anulam aos pares: %3 se anulam e sobram %9, cada um contando como uma aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="367"/>
        <source>nothing is left: the part is worth *0</source>
        <translation>não sobra nada: a parte vale *0</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="369"/>
        <source>with the %8 on no cycle, a tree of %1 is left, worth *%2 by the colon principle</source>
        <translation>com %8 fora de ciclos, sobra uma árvore de %1, que vale *%2 pelo princípio dos dois pontos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="371"/>
        <source>with the %8 on no cycle, a stalk of %1 is left, worth *%2</source>
        <translation>com %8 fora de ciclos, sobra uma haste de %1, que vale *%2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="372"/>
        <source>a tree of %1 is left, worth *%2 by the colon principle</source>
        <translation>sobra uma árvore de %1, que vale *%2 pelo princípio dos dois pontos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="373"/>
        <source>a stalk of %1 is left, worth *%2</source>
        <translation>sobra uma haste de %1, que vale *%2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="382"/>
        <source>cuts a %1 edge (%2)</source>
        <translation>corta uma aresta %1 (%2)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="395"/>
        <source>Nim value of the picture: %1 (zero means the player to move loses).</source>
        <translation>Valor de Nim da figura: %1 (zero significa que quem joga perde).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="398"/>
        <source>Value: %1 (positive: Blue wins whoever starts; negative: Red; zero: the second player).</source>
        <translation>Valor: %1 (positivo: o Azul vence, quem quer que comece; negativo: o Vermelho; zero: o segundo jogador).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="403"/>
        <source>Parts standing on the ground (their values add up): %1.</source>
        <translation>Partes apoiadas no chão (seus valores se somam): %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="405"/>
        <source>Simplify the picture step by step…</source>
        <translation>Simplificar a figura passo a passo…</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="132"/>
        <source>Graph Games</source>
        <translation>Jogos de Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="133"/>
        <source>Draw a graph freehand, or choose a game and a board from the library.</source>
        <translation>Desenhe um grafo à mão livre, ou escolha um jogo e um tabuleiro da biblioteca.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="139"/>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="140"/>
        <source>Play %1</source>
        <translation>Jogar %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="142"/>
        <location filename="../graphgames_desktop/ui/home.py" line="146"/>
        <source>Draw a graph</source>
        <translation>Desenhar um grafo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="144"/>
        <source>Click to place vertices, drag from vertex to vertex to draw edges. Save, export and play on it.</source>
        <translation>Clique para colocar vértices, arraste de vértice a vértice para desenhar arestas. Salve, exporte e jogue nele.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="145"/>
        <source>Draw</source>
        <translation>Desenhar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="155"/>
        <source>Back to the game: %1</source>
        <translation>Voltar ao jogo: %1</translation>
    </message>
</context>
<context>
    <name>Hosting</name>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="55"/>
        <source>That join code is not this game&apos;s: check the code on the screen.</source>
        <translation>Esse código não é o deste jogo: confira o código na tela.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="56"/>
        <source>Type a name of 1 to 32 letters.</source>
        <translation>Digite um nome de 1 a 32 letras.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="57"/>
        <source>Someone already sits there: choose another seat.</source>
        <translation>Esse lugar já está ocupado: escolha outro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="58"/>
        <source>Every seat is taken.</source>
        <translation>Todos os lugares estão ocupados.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="59"/>
        <source>There is no such seat for a player in this game.</source>
        <translation>Não existe esse lugar de jogador neste jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="60"/>
        <source>This game does not know this device any more: join again.</source>
        <translation>Este jogo não reconhece mais este aparelho: entre de novo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="61"/>
        <source>Your seat was taken back on another device.</source>
        <translation>Seu lugar foi retomado em outro aparelho.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="62"/>
        <source>This page is out of date: reload it.</source>
        <translation>Esta página está desatualizada: recarregue-a.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="67"/>
        <source>This computer is not connected to a local network, so the students&apos; devices cannot reach it. Connect it to the same Wi-Fi or network as the devices and try again.</source>
        <translation>Este computador não está conectado a uma rede local, então os aparelhos dos alunos não conseguem alcançá-lo. Conecte-o ao mesmo Wi-Fi ou rede dos aparelhos e tente de novo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="74"/>
        <source>Another program is already using this network port. Close it, or try again in a moment.</source>
        <translation>Outro programa já está usando esta porta de rede. Feche-o ou tente de novo daqui a pouco.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="77"/>
        <source>The system did not allow the app to receive connections from the network (a firewall or a permission). Ask for Graph Games to be allowed on the network, then try again.</source>
        <translation>O sistema não permitiu que o aplicativo recebesse conexões da rede (um firewall ou uma permissão). Peça que ele seja liberado na rede e tente de novo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/hosting.py" line="80"/>
        <source>The app could not open the game to the network: %1</source>
        <translation>O aplicativo não conseguiu abrir o jogo para a rede: %1</translation>
    </message>
</context>
<context>
    <name>LabelTray</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/label_tray.py" line="85"/>
        <source>Labels left: %1</source>
        <extracomment>Room between two tiles, in pixels (scaled with the type in the classroom look). Columns the tray asks room for (it flows into more or fewer as it is given). The label now picked (an int), or None when the pick was put back. A dragged label let go at a global screen point. Enter on a picked label: the keyboard goes on to the board.</extracomment>
        <translation>Rótulos restantes: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/label_tray.py" line="87"/>
        <source>Label %1 is picked.</source>
        <translation>O rótulo %1 está escolhido.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/label_tray.py" line="88"/>
        <source>The arrow keys pick a label; Enter goes on to the board, where Enter on a vertex or an edge puts it.</source>
        <translation>As setas escolhem um rótulo; Enter vai para o tabuleiro, onde Enter num vértice ou numa aresta o põe ali.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/label_tray.py" line="261"/>
        <source>No vertex or edge can take this label now.</source>
        <translation>Nenhum vértice ou aresta aceita este rótulo agora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/label_tray.py" line="263"/>
        <source>Click this label, then a lit vertex or edge; or drag it there.</source>
        <translation>Clique neste rótulo e depois num vértice ou aresta aceso; ou arraste-o até lá.</translation>
    </message>
</context>
<context>
    <name>Legend</name>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="157"/>
        <source>Vertices are numbered 1 to n. An edge is named by its two ends: “removes edge 2–5”.</source>
        <translation>Os vértices são numerados de 1 a n. Uma aresta é indicada pelas duas pontas: “remove a aresta 2–5”.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="159"/>
        <source>Cut one edge a turn: in Green Hackenbush either player cuts any edge; in Blue-Red, Blue cuts only blue edges and Red only red ones. Whatever no longer reaches the ground (the thick line) falls away; whoever cannot cut loses.</source>
        <translation>Em cada jogada, corte uma aresta: no Hackenbush Verde, qualquer jogador corta qualquer aresta; no Azul-Vermelho, o Azul corta só arestas azuis e o Vermelho só vermelhas. O que deixa de alcançar o chão (a linha grossa) cai; quem não puder cortar perde.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="162"/>
        <source>An edge is named by its colour and its two ends: “cuts a green edge (6–7)”. Under a Blue-Red picture its edges are listed by colour, since a photocopy shows them alike.</source>
        <translation>Uma aresta é indicada pela cor e pelas duas pontas: “corta uma aresta verde (6–7)”. Abaixo de um desenho Azul-Vermelho, as arestas vêm listadas por cor, pois numa fotocópia as cores ficam iguais.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="165"/>
        <source>A turn: bring a token onto your empty entry vertex (ringed), or move a token along an edge to an empty neighbour; never next to an opponent&apos;s token. A token scores 3, an empty vertex 1 for each of your tokens beside it; the higher total wins.</source>
        <translation>Em cada jogada: traga uma ficha para o seu vértice de entrada vazio (com anel), ou mova uma ficha por uma aresta até um vizinho vazio; nunca ao lado de uma ficha do adversário. Cada ficha vale 3, e cada vértice vazio vale 1 para cada ficha sua ao lado dele; ganha o maior total.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="168"/>
        <source>“moves 3 → 5”: the token on vertex 3 goes to vertex 5. Under each picture the tokens of each player are listed, since a photocopy shows both colours alike.</source>
        <translation>“move 3 → 5”: a ficha do vértice 3 vai para o vértice 5. Abaixo de cada desenho vêm listadas as fichas de cada jogador, pois numa fotocópia as duas cores ficam iguais.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="172"/>
        <source>A number in a circle or a box is a label. Beside a vertex, “Σ5 · 1” means: the labels on it and on its edges add up to 5 so far, and 1 of them is still to be placed (✓: none). Small grey numbers name the vertices; an edge is named by its ends: “edge 2–5”.</source>
        <translation>Um número num círculo ou numa caixa é um rótulo. Ao lado de um vértice, “Σ5 · 1” quer dizer: os rótulos do vértice e das suas arestas somam 5 até agora, e falta colocar 1 deles (✓: nenhum). Os números cinza pequenos dão nome aos vértices; uma aresta é indicada pelas pontas: “aresta 2–5”.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="183"/>
        <source>A tick marks each answer on its picture; the number beside it is how many moves the game still lasts after that one with best play (the winner hurrying, the loser holding out).</source>
        <translation>Um ✓ marca cada resposta no desenho; o número ao lado diz quantas jogadas a partida ainda dura depois dela, com o melhor jogo (o vencedor com pressa, o perdedor resistindo).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="187"/>
        <source>A tick marks each answer on its picture.</source>
        <translation>Um ✓ marca cada resposta no desenho.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="189"/>
        <source>Under Green Hackenbush the number beside it is how many cuts the game still lasts after that one with best play (the winner hurrying, the loser holding out).</source>
        <translation>No Hackenbush Verde, o número ao lado diz quantos cortes a partida ainda dura depois desse, com o melhor jogo (o vencedor com pressa, o perdedor resistindo).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="192"/>
        <source>Under Blue-Red it is the value of the picture left, for the player who cut: the moves they have to spare (0: none, yet the opponent, who must cut next, loses).</source>
        <translation>No Azul-Vermelho, é o valor do desenho que sobra, para quem cortou: as jogadas que tem de sobra (0: nenhuma, e mesmo assim o adversário, que corta em seguida, perde).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="197"/>
        <source>A tick marks each answer on its picture; the number beside it is the final score of the player who moved minus the opponent&apos;s, in points, with best play from there on.</source>
        <translation>Um ✓ marca cada resposta no desenho; o número ao lado é o placar final de quem jogou menos o do adversário, em pontos, com o melhor jogo a partir daí.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="199"/>
        <source>A tick marks each answer that wins, two bars one that draws; the number beside it is the final score of the player who moved minus the opponent&apos;s, in points, with best play from there on (0: a draw).</source>
        <translation>Um ✓ marca cada resposta que vence, e duas barras uma que empata; o número ao lado é o placar final de quem jogou menos o do adversário, em pontos, com o melhor jogo a partir daí (0: empate).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="203"/>
        <source>A tick marks each vertex or edge where an answer goes; beside it, the labels that win when placed there (“2–5”: 2, 3, 4 and 5).</source>
        <translation>Um ✓ marca cada vértice ou aresta onde vai uma resposta; ao lado, os rótulos que vencem colocados ali (“2–5”: 2, 3, 4 e 5).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="223"/>
        <source>Blue edges: %1.</source>
        <translation>Arestas azuis: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="225"/>
        <source>Red edges: %1.</source>
        <translation>Arestas vermelhas: %1.</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="85"/>
        <source>%1 (away)</source>
        <extracomment>Light modules around the symbol, as the QR standard asks (a reader needs them to find the code). The longest time limit a teacher may set for one step, in seconds. The most tables a tournament of pairs has (a class of 20 plays at 10).</extracomment>
        <translation>%1 (ausente)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="87"/>
        <source>the computer (%1 watches)</source>
        <translation>o computador (%1 assiste)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="87"/>
        <source>the computer</source>
        <translation>o computador</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="89"/>
        <source>free</source>
        <translation>livre</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="92"/>
        <source>Table %1 · %2</source>
        <translation>Mesa %1 · %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="94"/>
        <source>Give back to a person</source>
        <translation>Devolver a uma pessoa</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="94"/>
        <source>Give to the computer</source>
        <translation>Passar ao computador</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="95"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="98"/>
        <source>Free…</source>
        <translation>Liberar…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="99"/>
        <source>Free the seat of %1, remove or move a device</source>
        <translation>Liberar o lugar de %1, remover ou mover um aparelho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="103"/>
        <source>Free the seat (every device of it)</source>
        <translation>Liberar o lugar (todos os seus aparelhos)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="105"/>
        <source>Remove %1&apos;s device</source>
        <translation>Remover o aparelho de %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="107"/>
        <source>Move %1&apos;s device to</source>
        <translation>Mover o aparelho de %1 para</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="337"/>
        <source>The class&apos;s devices</source>
        <translation>Os aparelhos da turma</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="338"/>
        <source>Join the game on your phone or computer</source>
        <translation>Entre no jogo pelo celular ou computador</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="339"/>
        <source>Open this address, or scan the code:</source>
        <translation>Abra este endereço ou leia o código:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="340"/>
        <source>Join code:</source>
        <translation>Código para entrar:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="341"/>
        <source>Seats:</source>
        <translation>Lugares:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="342"/>
        <source>The devices must be on the same network as this computer. If they cannot open the address, the computer&apos;s firewall may be blocking Graph Games.</source>
        <translation>Os aparelhos precisam estar na mesma rede que este computador. Se não conseguirem abrir o endereço, o firewall do computador pode estar bloqueando o aplicativo Jogos de Grafos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="345"/>
        <source>The class &amp;votes for every move</source>
        <translation>&amp;A turma vota em cada jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="346"/>
        <source>One person&apos;s seat: the whole class against the computer. Two: half the class against the other half. A tie goes to the move voted for first.</source>
        <translation>Um lugar de pessoa: a turma inteira contra o computador. Dois: metade da turma contra a outra metade. Um empate fica com a jogada votada primeiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="348"/>
        <source>C&amp;lose the vote</source>
        <translation>Encerrar a v&amp;otação</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="349"/>
        <source>Show who &amp;wins on the devices</source>
        <translation>&amp;Mostrar quem vence nos aparelhos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="350"/>
        <source>T&amp;ables:</source>
        <translation>Me&amp;sas:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="351"/>
        <source>Open a tour&amp;nament of pairs</source>
        <translation>Abrir um tor&amp;neio de duplas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="352"/>
        <source>Each pair of devices plays its own match on this board; the projector shows every table.</source>
        <translation>Cada dupla de aparelhos joga sua própria partida neste tabuleiro; o projetor mostra todas as mesas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="354"/>
        <source>Pairs choose their b&amp;oards</source>
        <translation>As duplas escolhem o ta&amp;buleiro</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="355"/>
        <source>Until Start, either device of a pair may choose its table&apos;s board from the library. Table 1 plays this board.</source>
        <translation>Até o início, qualquer aparelho de uma dupla pode escolher da biblioteca o tabuleiro da sua mesa. A mesa 1 joga neste tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="358"/>
        <source>&amp;Time for each step:</source>
        <translation>&amp;Tempo de cada etapa:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="358"/>
        <source>&amp;Time for each vote:</source>
        <translation>&amp;Tempo de cada votação:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="359"/>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="360"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="361"/>
        <source>&amp;Resume</source>
        <translation>Contin&amp;uar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="361"/>
        <source>&amp;Pause</source>
        <translation>&amp;Pausar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="362"/>
        <source>&amp;Start</source>
        <translation>&amp;Começar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="362"/>
        <source>&amp;Back to the game</source>
        <translation>&amp;Voltar ao jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="363"/>
        <source>&amp;Close and stop</source>
        <translation>&amp;Fechar e encerrar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/lobby_dialog.py" line="363"/>
        <source>&amp;End the class&apos;s game</source>
        <translation>&amp;Encerrar o jogo da turma</translation>
    </message>
</context>
<context>
    <name>MagicRules</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="16"/>
        <source>Vertex-Magic Labelling</source>
        <extracomment>The first example on the path 0-1-2 as moves: the first player puts 1 on an edge, the second 5 on its leaf (k = 6), the first 2 on the middle vertex, the second 3 on the other edge; the last leaf would need 3, so the first player is stuck.</extracomment>
        <translation>Rotulação Mágica</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="17"/>
        <source>Two players share a graph with V vertices and E edges, and the labels 1, 2, …, V+E. Who moves first is chosen when the game is set up (it may be the computer); then the turns alternate. Below, the &lt;i&gt;first player&lt;/i&gt; is the one who moves first and the &lt;i&gt;second player&lt;/i&gt; the other.</source>
        <translation>Dois jogadores usam um grafo com V vértices e E arestas e os rótulos 1, 2, …, V+E. Quem joga primeiro é escolhido na configuração do jogo (pode ser o computador); depois os turnos se alternam. A seguir, o &lt;i&gt;primeiro jogador&lt;/i&gt; é quem joga primeiro e o &lt;i&gt;segundo jogador&lt;/i&gt;, o outro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="18"/>
        <source>A turn</source>
        <translation>Uma jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="19"/>
        <source>Put one unused label on one vertex or edge that has no label yet. Each label is used at most once, and each vertex and edge carries at most one label.</source>
        <translation>Coloque um rótulo ainda não usado em um vértice ou aresta que ainda não tenha rótulo. Cada rótulo é usado no máximo uma vez, e cada vértice e cada aresta recebe no máximo um rótulo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="20"/>
        <source>The magic constant k</source>
        <translation>A constante mágica k</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="21"/>
        <source>A vertex x together with the edges that meet it forms its set S(x). While part of S(x) is unlabelled, the sum of its labels so far is the &lt;i&gt;partial sum&lt;/i&gt; of x; once all of S(x) is labelled, the sum is the &lt;i&gt;weight&lt;/i&gt; of x.</source>
        <translation>Um vértice x, junto com as arestas que o tocam, forma o seu conjunto S(x). Enquanto parte de S(x) está sem rótulo, a soma dos rótulos já postos é a &lt;i&gt;soma parcial&lt;/i&gt; de x; quando todo o S(x) tem rótulo, a soma é o &lt;i&gt;peso&lt;/i&gt; de x.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="22"/>
        <source>The first weight completed becomes the &lt;b&gt;magic constant k&lt;/b&gt;. If one move completes two vertices at once (by labelling the edge that joins them), their two weights must be equal.</source>
        <translation>O primeiro peso completado passa a ser a &lt;b&gt;constante mágica k&lt;/b&gt;. Se uma jogada completa dois vértices de uma vez (rotulando a aresta que os liga), os dois pesos têm de ser iguais.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="23"/>
        <source>From then on every vertex that is completed must weigh exactly k. A move that would complete a vertex with any other weight is not allowed.</source>
        <translation>A partir daí, todo vértice completado tem de pesar exatamente k. Uma jogada que completaria um vértice com qualquer outro peso não é permitida.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="24"/>
        <source>A partial sum may be anything, even more than k: such a vertex can simply never be completed.</source>
        <translation>Uma soma parcial pode ser qualquer uma, até maior que k: esse vértice simplesmente nunca poderá ser completado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="25"/>
        <source>The end</source>
        <translation>O fim</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="26"/>
        <source>The player who makes the last legal move wins. Usually the game stops before every vertex and edge has a label, because the labels left fit nowhere.</source>
        <translation>Ganha quem fizer a última jogada permitida. Em geral o jogo para antes de todos os vértices e arestas terem rótulo, porque os rótulos que sobram não cabem em lugar nenhum.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="27"/>
        <source>Two small examples</source>
        <translation>Dois exemplos pequenos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="28"/>
        <source>On the path with 3 vertices the labels are 1 to 5. The first player puts 1 on an edge and the second puts 5 on the leaf at the end of that edge: the leaf is complete, so k = 6. The first player puts 2 on the middle vertex and the second puts 3 on the other edge: the middle vertex weighs 1 + 2 + 3 = 6, as it must. Now the first player is stuck: the last leaf would need 3, which is used, and 4 would make 7. The second player wins.</source>
        <translation>No caminho com 3 vértices os rótulos são de 1 a 5. O primeiro jogador põe 1 numa aresta e o segundo põe 5 na folha na ponta dessa aresta: a folha fica completa, então k = 6. O primeiro jogador põe 2 no vértice do meio e o segundo põe 3 na outra aresta: o vértice do meio pesa 1 + 2 + 3 = 6, como deve. Agora o primeiro jogador não tem jogada: a última folha precisaria de 3, que já foi usado, e 4 daria 7. O segundo jogador ganha.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="30"/>
        <source>On the path with 2 vertices, once both vertices have labels the edge can take none: it would complete both vertices at once, with different weights. The second player wins.</source>
        <translation>No caminho com 2 vértices, quando os dois vértices já têm rótulo a aresta não aceita nenhum: ela completaria os dois vértices de uma vez, com pesos diferentes. O segundo jogador ganha.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="31"/>
        <source>Strategy: labels in pairs that add up to k</source>
        <translation>Estratégia: rótulos em pares que somam k</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="32"/>
        <source>A &lt;i&gt;leaf&lt;/i&gt; is a vertex with one edge; a &lt;i&gt;stem&lt;/i&gt; is a vertex next to a leaf. A leaf with its edge is a &lt;i&gt;one-arm&lt;/i&gt;. What is left when every one-arm is removed is the &lt;i&gt;core&lt;/i&gt;; it is &lt;i&gt;odd&lt;/i&gt; or &lt;i&gt;even&lt;/i&gt; as its number of vertices plus edges is. Once k is set, two labels that add up to k are each other&apos;s &lt;i&gt;match&lt;/i&gt;.</source>
        <translation>Uma &lt;i&gt;folha&lt;/i&gt; é um vértice com uma só aresta; um &lt;i&gt;caule&lt;/i&gt; é um vértice vizinho de uma folha. Uma folha com sua aresta é um &lt;i&gt;braço&lt;/i&gt;. O que sobra quando se tiram todos os braços é o &lt;i&gt;núcleo&lt;/i&gt;; ele é &lt;i&gt;ímpar&lt;/i&gt; ou &lt;i&gt;par&lt;/i&gt; conforme o seu número de vértices mais arestas. Definido k, dois rótulos que somam k são o &lt;i&gt;complemento&lt;/i&gt; um do outro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="33"/>
        <source>&lt;b&gt;Theorem 1.&lt;/b&gt; If every vertex is a leaf or a stem, one stem has at least three leaves and every other stem at least two, then the first player wins when the core is odd, and the second player wins when it is even.</source>
        <translation>&lt;b&gt;Teorema 1.&lt;/b&gt; Se todo vértice é folha ou caule, um caule tem pelo menos três folhas e cada um dos outros pelo menos duas, então o primeiro jogador ganha quando o núcleo é ímpar, e o segundo ganha quando ele é par.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="34"/>
        <source>Why, for an odd core: the first player puts V+E on a vertex of the core, and from then on answers every label with its match, which makes k = V+E. The core&apos;s vertices and edges are paired as &lt;i&gt;companions&lt;/i&gt; along a spanning tree (each vertex with the edge that reaches it, the other edges two by two): a label on the core is answered on its companion, a label on a one-arm on the same one-arm or on the next one of that star. The first player always has an answer, so makes the last move. For an even core the second player does the same with the pairs (1, V+E), (2, V+E−1), …, along a spanning subgraph with one cycle.</source>
        <translation>Por quê, com núcleo ímpar: o primeiro jogador põe V+E num vértice do núcleo e daí em diante responde a cada rótulo com o seu complemento, o que faz k = V+E. Os vértices e arestas do núcleo são agrupados como &lt;i&gt;companheiros&lt;/i&gt; ao longo de uma árvore geradora (cada vértice com a aresta que chega a ele, as outras arestas duas a duas): um rótulo no núcleo é respondido no seu companheiro, um rótulo num braço no mesmo braço ou no próximo braço daquela estrela. O primeiro jogador sempre tem resposta, então faz a última jogada. Com núcleo par o segundo jogador faz o mesmo com os pares (1, V+E), (2, V+E−1), …, ao longo de um subgrafo gerador com um só ciclo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="35"/>
        <source>&lt;b&gt;Theorem 2.&lt;/b&gt; If every vertex but one is a leaf or a stem, every stem has at least three leaves, the number of leaves is even and the core is odd, then the first player wins: put V+E on the vertex that is neither, then answer with matches.</source>
        <translation>&lt;b&gt;Teorema 2.&lt;/b&gt; Se todo vértice menos um é folha ou caule, todo caule tem pelo menos três folhas, o número de folhas é par e o núcleo é ímpar, então o primeiro jogador ganha: ponha V+E no vértice que não é nem folha nem caule e depois responda a cada rótulo com o seu complemento.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="36"/>
        <source>With the teaching layer on, such boards show their core, the companion pairs, the match of the last label and the step of the argument in force.</source>
        <translation>Com o modo de ensino ligado, esses tabuleiros mostram o núcleo, os pares de companheiros, o complemento do último rótulo e o passo do argumento que vale no momento.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="37"/>
        <source>How to play here</source>
        <translation>Como jogar aqui</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_rules.py" line="38"/>
        <source>Click a label in the tray beside the board, then a vertex or an edge; or drag the label there and let go. The vertices and edges where it is allowed light up; a refused move says which vertex would miss k, and by how much. Escape puts the label back. Each vertex shows its partial sum Σ and how many of its elements are still open; what can never be labelled any more is grey.</source>
        <translation>Clique num rótulo da bandeja ao lado do tabuleiro e depois num vértice ou numa aresta; ou arraste o rótulo até lá e solte. Os vértices e arestas onde ele é permitido se acendem; uma jogada recusada diz qual vértice erraria k, e por quanto. Esc devolve o rótulo. Cada vértice mostra sua soma parcial Σ e quantos dos seus elementos ainda estão abertos; o que não pode mais receber rótulo fica cinza.</translation>
    </message>
</context>
<context>
    <name>MagicView</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="94"/>
        <source>Vertex-Magic Labelling</source>
        <extracomment>Elements nobody can label any more: a grey disc, a faded edge. The paper&apos;s pairing strategy on the board: the core as a teal band, companions as letters in discs. A vertex&apos;s label fills its circle (bold, 1.25 times the radius): the number the game is about, readable from the back of a classroom. A typed move: the label, then where it goes (&quot;7 on 3&quot;, &quot;7 em 3-4&quot;). Vertex names: quieter than the labels, still readable (4.6:1 on the paper).</extracomment>
        <translation>Rotulação Mágica</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="98"/>
        <source>Take turns putting the labels 1 to V+E on vertices and edges. The first full vertex sets the magic sum k, and every later one must reach k. The last player able to move wins.</source>
        <translation>Em turnos, ponham os rótulos de 1 a V+E nos vértices e arestas. O primeiro vértice completo define a soma mágica k, e cada um dos seguintes precisa chegar a k. Ganha o último que conseguir jogar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="128"/>
        <source>That is not a move of this game.</source>
        <translation>Isso não é uma jogada deste jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="129"/>
        <source>The game is over.</source>
        <translation>O jogo acabou.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="130"/>
        <source>That is no vertex or edge of the board.</source>
        <translation>Isso não é um vértice nem uma aresta do tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="131"/>
        <source>That label is not one of this board&apos;s labels.</source>
        <translation>Esse rótulo não é um dos rótulos deste tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="132"/>
        <source>That label has been used already.</source>
        <translation>Esse rótulo já foi usado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="133"/>
        <source>That vertex or edge has a label already.</source>
        <translation>Esse vértice ou aresta já tem rótulo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="134"/>
        <source>That label would complete a vertex whose sum is not k.</source>
        <translation>Esse rótulo completaria um vértice cuja soma não é k.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="135"/>
        <source>That label would complete two vertices at once with different sums.</source>
        <translation>Esse rótulo completaria dois vértices de uma vez, com somas diferentes.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="143"/>
        <source>Vertex %1 would sum to %2, %3 more than k = %4.</source>
        <translation>O vértice %1 somaria %2, %3 a mais que k = %4.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="144"/>
        <source>Vertex %1 would sum to %2, %3 less than k = %4.</source>
        <translation>O vértice %1 somaria %2, %3 a menos que k = %4.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="148"/>
        <source>This edge would complete vertices %1 and %2 at once, with different sums (%3 and %4), so no k could be set.</source>
        <translation>Esta aresta completaria os vértices %1 e %2 de uma vez, com somas diferentes (%3 e %4), e assim nenhum k poderia ser definido.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="151"/>
        <source>%1 has the label %2 already.</source>
        <translation>%1 já tem o rótulo %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="158"/>
        <source>No label fits anywhere any more: the player to move is stuck.</source>
        <translation>Nenhum rótulo cabe mais em lugar nenhum: quem tinha a vez ficou sem jogada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="159"/>
        <source>Every vertex and edge has a label: together they make a vertex-magic total labelling.</source>
        <translation>Todos os vértices e arestas têm rótulo: juntos formam uma rotulação total mágica nos vértices.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="165"/>
        <source>The board has no vertices: draw a graph first.</source>
        <translation>O tabuleiro não tem vértices: desenhe um grafo primeiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="211"/>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="511"/>
        <source>k = %1</source>
        <translation>k = %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="212"/>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="512"/>
        <source>k is not set yet</source>
        <translation>k ainda não foi definido</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="213"/>
        <source>The magic constant: every completed vertex must sum to k.</source>
        <translation>A constante mágica: todo vértice completo precisa somar k.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="214"/>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="513"/>
        <source>Labels left: %1</source>
        <translation>Rótulos restantes: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="250"/>
        <source>Pick a label: click it, or drag it onto a vertex or an edge.</source>
        <translation>Escolha um rótulo: clique nele ou arraste-o até um vértice ou uma aresta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="252"/>
        <source>Label %1: click a lit vertex or edge. Escape puts it back.</source>
        <translation>Rótulo %1: clique num vértice ou aresta aceso. Esc o devolve.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="254"/>
        <source>Label %1 fits nowhere now.</source>
        <translation>O rótulo %1 não cabe em lugar nenhum agora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="331"/>
        <source>Vertex %1: partial sum %2, elements still open %3</source>
        <translation>Vértice %1: soma parcial %2, elementos ainda abertos %3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="426"/>
        <source>No vertex or edge can take the label %1 now.</source>
        <translation>Nenhum vértice ou aresta aceita o rótulo %1 agora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="434"/>
        <source>Label %1 picked. Where it fits: %2.</source>
        <translation>Rótulo %1 escolhido. Onde cabe: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="442"/>
        <source>Let the label go on a vertex or an edge of the board.</source>
        <translation>Solte o rótulo sobre um vértice ou uma aresta do tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="460"/>
        <source>%1 has the label %2.</source>
        <translation>%1 tem o rótulo %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="462"/>
        <source>First pick a label in the tray beside the board.</source>
        <translation>Primeiro escolha um rótulo na bandeja ao lado do tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="474"/>
        <source>Edge %1</source>
        <translation>A aresta %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="475"/>
        <source>Vertex %1</source>
        <translation>O vértice %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="480"/>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="526"/>
        <source>edge %1</source>
        <translation>a aresta %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="481"/>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="526"/>
        <source>vertex %1</source>
        <translation>o vértice %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="486"/>
        <source>The label is back in the tray.</source>
        <translation>O rótulo voltou para a bandeja.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="534"/>
        <source>the labels go in pairs adding up to %3: the match of %1 is %2</source>
        <translation>os rótulos formam pares que somam %3: o complemento de %1 é %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="554"/>
        <source>none of the opponent&apos;s %4 replies wins (found by the solver)</source>
        <translation>nenhuma das %4 respostas do adversário vence (calculado pelo resolvedor)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="561"/>
        <source>%5 of the opponent&apos;s %4 replies win (found by the solver)</source>
        <translation>%5 das %4 respostas do adversário vencem (calculado pelo resolvedor)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="556"/>
        <source>at least one of the opponent&apos;s %4 replies wins (found by the solver)</source>
        <translation>pelo menos uma das %4 respostas do adversário vence (encontrada pelo resolvedor)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="535"/>
        <source>the position is too big to solve in time</source>
        <translation>a posição é grande demais para resolver a tempo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="566"/>
        <source>puts %1 on edge %2</source>
        <translation>põe %1 na aresta %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="568"/>
        <source>puts %1 on vertex %2</source>
        <translation>põe %1 no vértice %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="574"/>
        <source>on</source>
        <translation>em</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="621"/>
        <source>label %1</source>
        <translation>rótulo %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="622"/>
        <source>no label</source>
        <translation>sem rótulo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="624"/>
        <source>sum %1, open %2</source>
        <translation>soma %1, abertos %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="626"/>
        <source>no label fits here any more</source>
        <translation>nenhum rótulo cabe mais aqui</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="666"/>
        <source>Winning moves: %1.</source>
        <translation>Jogadas vencedoras: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="674"/>
        <source>Every vertex but one is a leaf or a stem with at least three leaves, but Theorem 2 also needs an even number of leaves and an odd core (vertices plus edges: %1): it says nothing about this board.</source>
        <translation>Todo vértice menos um é folha ou caule com pelo menos três folhas, mas o Teorema 2 também exige um número par de folhas e um núcleo ímpar (vértices mais arestas: %1): ele não diz nada sobre este tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="679"/>
        <source>&lt;b&gt;Theorem 1&lt;/b&gt; decides this board: every vertex is a leaf or a stem, and the stems have enough leaves. The core (shaded) is odd (vertices plus edges: %1), so the first player, %2, wins by pairing labels.</source>
        <translation>O &lt;b&gt;Teorema 1&lt;/b&gt; decide este tabuleiro: todo vértice é folha ou caule, e os caules têm folhas suficientes. O núcleo (sombreado) é ímpar (vértices mais arestas: %1), então o primeiro jogador, %2, ganha formando pares de rótulos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="681"/>
        <source>&lt;b&gt;Theorem 1&lt;/b&gt; decides this board: every vertex is a leaf or a stem, and the stems have enough leaves. The core (shaded) is even (vertices plus edges: %1), so the second player, %2, wins by pairing labels.</source>
        <translation>O &lt;b&gt;Teorema 1&lt;/b&gt; decide este tabuleiro: todo vértice é folha ou caule, e os caules têm folhas suficientes. O núcleo (sombreado) é par (vértices mais arestas: %1), então o segundo jogador, %2, ganha formando pares de rótulos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="677"/>
        <source>&lt;b&gt;Theorem 2&lt;/b&gt; decides this board: one vertex is neither leaf nor stem, every stem has at least three leaves, the leaves are even in number and the core (shaded) is odd (vertices plus edges: %1): the first player, %2, wins by pairing labels.</source>
        <translation>O &lt;b&gt;Teorema 2&lt;/b&gt; decide este tabuleiro: um vértice não é folha nem caule, todo caule tem pelo menos três folhas, o número de folhas é par e o núcleo (sombreado) é ímpar (vértices mais arestas: %1): o primeiro jogador, %2, ganha formando pares de rótulos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="529"/>
        <source>Theorem %1 decides this board: its core is odd (vertices plus edges: %2), so the first player, %3, wins by pairing labels</source>
        <translation>O Teorema %1 decide este tabuleiro: seu núcleo é ímpar (vértices mais arestas: %2), então o primeiro jogador, %3, vence respondendo a cada rótulo com o seu complemento</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="530"/>
        <source>Theorem %1 decides this board: its core is even (vertices plus edges: %2), so the second player, %3, wins by pairing labels</source>
        <translation>O Teorema %1 decide este tabuleiro: seu núcleo é par (vértices mais arestas: %2), então o segundo jogador, %3, vence respondendo a cada rótulo com o seu complemento</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="548"/>
        <source>after it no label left fits on any open vertex or edge: the opponent cannot move, so it is the last move</source>
        <translation>depois dela nenhum rótulo restante cabe em um vértice ou aresta em aberto: o adversário não pode jogar, então é a última jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="549"/>
        <source>it labels the last open vertex or edge: the opponent has nothing left to label</source>
        <translation>ela rotula o último vértice ou aresta em aberto: o adversário não tem mais nada para rotular</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="551"/>
        <source>the opponent&apos;s only reply loses (found by the solver)</source>
        <translation>a única resposta do adversário perde (calculado pelo resolvedor)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="552"/>
        <source>the opponent&apos;s only reply wins (found by the solver)</source>
        <translation>a única resposta do adversário vence (calculado pelo resolvedor)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="558"/>
        <source>all %4 of the opponent&apos;s replies win (found by the solver)</source>
        <translation>todas as %4 respostas do adversário vencem (calculado pelo resolvedor)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="560"/>
        <source>1 of the opponent&apos;s %4 replies wins (found by the solver)</source>
        <translation>1 das %4 respostas do adversário vence (calculado pelo resolvedor)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="660"/>
        <source>The paper&apos;s pairing strategy picks one of them: it is lit on the board, its label marked in the tray (why: below).</source>
        <extracomment>Places listed with their winning labels; the count says how many moves win in all.</extracomment>
        <translation>A estratégia do artigo escolhe uma delas: ela aparece acesa no tabuleiro, com o rótulo marcado na bandeja (o porquê vem abaixo).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="663"/>
        <source>on %1: %2</source>
        <translation>%1 recebe %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="669"/>
        <source>(And on 1 more place.)</source>
        <translation>(E em mais 1 lugar.)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="671"/>
        <source>(And on %1 more places.)</source>
        <translation>(E em mais %1 lugares.)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="685"/>
        <source>Companions carry the same letter: a label on one is answered on the other.</source>
        <translation>Companheiros têm a mesma letra: um rótulo num deles é respondido no outro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="687"/>
        <source>The labels go in pairs adding up to %3. The match of the last label %1 is %2.</source>
        <translation>Os rótulos formam pares que somam %3. O complemento do último rótulo, %1, é %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="695"/>
        <source>The game is on the strategy&apos;s line: whatever %1 plays, %2 answers with its match.</source>
        <translation>A partida segue a estratégia: o que quer que %1 jogue, %2 responde com o complemento do rótulo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="699"/>
        <source>The game has left the paper&apos;s strategy (%1 did not always answer as it says): the solver judges it from here.</source>
        <translation>A partida saiu da estratégia do artigo (%1 nem sempre respondeu como ela manda): daqui em diante quem julga é o resolvedor.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="708"/>
        <source>The opening: %1 = V+E on the root of the core&apos;s spanning tree (%2). Every other label now has a match adding up to %3.</source>
        <translation>A abertura: %1 = V+E na raiz da árvore geradora do núcleo (%2). Cada um dos outros rótulos agora tem um complemento que soma %3 com ele.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="709"/>
        <source>Answer on the companion: %1 on %2.</source>
        <translation>Resposta no companheiro: %1 vai para %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="710"/>
        <source>Answer in the core: %1 on %2, so an even number of core moves stays open.</source>
        <translation>Resposta no núcleo: %1 vai para %2, e assim fica aberto um número par de jogadas no núcleo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="711"/>
        <source>Answer on the same one-arm: %1 on %2 completes its leaf and sets k = %3.</source>
        <translation>Resposta no mesmo braço: %1 vai para %2, completa a folha e define k = %3.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="712"/>
        <source>Lemma A: %1 on %2, the same one-arm, while two others of its star are open.</source>
        <translation>Lema A: %1 vai para %2, no mesmo braço, enquanto dois outros braços da estrela estão abertos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="713"/>
        <source>Lemma A: %1 on %2, the leaf of the star&apos;s other open one-arm; neither arm can be completed any more.</source>
        <translation>Lema A: %1 vai para %2, a folha do outro braço aberto da estrela; nenhum dos dois braços pode mais ser completado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="714"/>
        <source>%1 on %2, the small star&apos;s open leaf: its edge is dead, and Lemma A is in force.</source>
        <translation>%1 vai para %2, a folha aberta da estrela pequena: a aresta dela não pode mais receber rótulo, e vale o Lema A.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="715"/>
        <source>%1 on %2, a leaf of a big star: that arm and the small star&apos;s last edge are dead, and Lemma A is in force.</source>
        <translation>%1 vai para %2, uma folha de uma estrela grande: esse braço e a última aresta da estrela pequena não podem mais receber rótulo, e vale o Lema A.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="716"/>
        <source>%1 on %2 at the small star&apos;s stem: its sum passes k, so it is never completed, and Lemma A is in force with an odd core.</source>
        <translation>%1 vai para %2, no caule da estrela pequena: a soma dele passa de k, então ele nunca será completado, e vale o Lema A com núcleo ímpar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="717"/>
        <source>%1 on %2, the companion of the stem&apos;s last open core edge: the core stays odd, and Lemma A is in force.</source>
        <translation>%1 vai para %2, o companheiro da última aresta aberta do núcleo no caule: o núcleo continua ímpar, e vale o Lema A.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="718"/>
        <source>%1 on %2, the last edge at the vertex that is neither leaf nor stem: k becomes at least 2(V+E), so no leaf can be completed.</source>
        <translation>%1 vai para %2, a última aresta no vértice que não é folha nem caule: k passa a ser pelo menos 2(V+E), e nenhuma folha pode ser completada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="719"/>
        <source>%1 on %2, a leaf of another star, to leave an odd number of core elements open for Lemma A.</source>
        <translation>%1 vai para %2, uma folha de outra estrela, para deixar aberto um número ímpar de elementos do núcleo, como o Lema A pede.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="266"/>
        <source>&amp;File</source>
        <extracomment>A saved game&apos;s board of more vertices and edges than this is built in steps (see open_path). How long a worker thread may keep the interpreter while the GUI thread waits for it (seconds). Work that waits for the offer to recover a crashed session&apos;s work (see when_ready).</extracomment>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="267"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir recen&amp;te</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="268"/>
        <source>&amp;Export</source>
        <translation>&amp;Exportar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="269"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="271"/>
        <source>Ed&amp;ge Colour</source>
        <translation>&amp;Pintar arestas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="272"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="273"/>
        <source>&amp;Game</source>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="274"/>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="275"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="276"/>
        <source>Tools</source>
        <translation>Ferramentas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="279"/>
        <source>More tools</source>
        <translation>Mais ferramentas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="281"/>
        <source>&amp;New</source>
        <translation>&amp;Novo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="281"/>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="281"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="282"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="282"/>
        <source>&amp;Import GraphML or GML…</source>
        <translation>&amp;Importar GraphML ou GML…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="283"/>
        <source>&amp;Print…</source>
        <translation>Im&amp;primir…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="283"/>
        <source>&amp;Quit</source>
        <translation>Sai&amp;r</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="284"/>
        <source>Cu&amp;t</source>
        <translation>Recor&amp;tar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="284"/>
        <source>&amp;Copy</source>
        <translation>&amp;Copiar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="285"/>
        <source>&amp;Paste</source>
        <translation>Co&amp;lar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="285"/>
        <source>&amp;Delete</source>
        <translation>E&amp;xcluir</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="285"/>
        <source>Select &amp;All</source>
        <translation>&amp;Selecionar tudo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="286"/>
        <source>&amp;Label Vertex…</source>
        <translation>Rot&amp;ular vértice…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="287"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="287"/>
        <source>Zoom &amp;Out</source>
        <translation>Red&amp;uzir</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="287"/>
        <source>&amp;Fit to Window</source>
        <translation>A&amp;justar à janela</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="288"/>
        <source>Show &amp;Crossings</source>
        <translation>Mostrar &amp;cruzamentos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="288"/>
        <source>&amp;Grid</source>
        <translation>&amp;Grade</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="288"/>
        <source>&amp;Snap to Grid</source>
        <translation>A&amp;linhar à grade</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="289"/>
        <source>Classroom &amp;Mode</source>
        <translation>&amp;Modo sala de aula</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="289"/>
        <source>&amp;Home</source>
        <translation>&amp;Início</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="289"/>
        <source>&amp;Drawing Page</source>
        <translation>Página de &amp;desenho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="290"/>
        <source>Draw</source>
        <translation>Desenhar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="290"/>
        <source>Select and Move</source>
        <translation>Selecionar e mover</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="290"/>
        <source>Straight Edges</source>
        <translation>Arestas retas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="291"/>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Quebra-cabeças…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="291"/>
        <source>Print a &amp;Worksheet…</source>
        <translation>Imprimir uma &amp;folha de exercícios…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="293"/>
        <source>&amp;About Graph Games</source>
        <translation>&amp;Sobre Jogos de Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="292"/>
        <source>&amp;Back to the Game</source>
        <translation>&amp;Voltar ao jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="292"/>
        <source>Card Game &amp;Class Table (Projector)…</source>
        <translation>&amp;Mesa da Turma do Jogo de Cartas (Projetor)…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="294"/>
        <source>New &amp;Hackenbush Picture</source>
        <translation>Nova figura de &amp;Hackenbush</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="302"/>
        <source>Draw: click to place a vertex, drag from a vertex to another to draw an edge (D)</source>
        <translation>Desenhar: clique para colocar um vértice, arraste de um vértice a outro para desenhar uma aresta (D)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="303"/>
        <source>Select and move: click or drag a box to select, drag vertices to move them (S)</source>
        <translation>Selecionar e mover: clique ou arraste uma caixa para selecionar, arraste vértices para movê-los (S)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="304"/>
        <source>Draw straight edges (or hold Shift while drawing)</source>
        <translation>Desenhar arestas retas (ou segure Shift ao desenhar)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="305"/>
        <source>GraphML…</source>
        <translation>GraphML…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="305"/>
        <source>GML…</source>
        <translation>GML…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="305"/>
        <source>PNG Image…</source>
        <translation>Imagem PNG…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="305"/>
        <source>GEXF (Gephi)…</source>
        <translation>GEXF (Gephi)…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="306"/>
        <source>SVG Image…</source>
        <translation>Imagem SVG…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="306"/>
        <source>PDF Document…</source>
        <translation>Documento PDF…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="309"/>
        <source>Spring Layout</source>
        <translation>Disposição por molas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="309"/>
        <source>Circle</source>
        <translation>Círculo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="309"/>
        <source>Planar (No Crossings)</source>
        <translation>Planar (sem cruzamentos)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="313"/>
        <source>Play %1…</source>
        <translation>Jogar %1…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="315"/>
        <source>Rules: %1</source>
        <translation>Regras: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="590"/>
        <source>The game (%1) has moves that are not saved. Save the game first?</source>
        <translation>O jogo (%1) tem jogadas não salvas. Salvar o jogo antes?</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="864"/>
        <source>Cannot recover</source>
        <translation>Não foi possível recuperar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="864"/>
        <source>%1

The autosaved copy is kept in %2.</source>
        <translation>%1

A cópia salva automaticamente foi guardada em %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="344"/>
        <source>Untitled game</source>
        <translation>Jogo sem título</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="270"/>
        <source>T&amp;idy up</source>
        <translation>&amp;Organizar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="291"/>
        <source>F&amp;ull Screen</source>
        <translation>&amp;Tela Cheia</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="293"/>
        <source>&amp;Open to the class…</source>
        <translation>&amp;Abrir para a turma…</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="296"/>
        <source>&amp;Green Edges</source>
        <translation>Arestas &amp;verdes</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="296"/>
        <source>B&amp;lue Edges</source>
        <translation>Arestas &amp;azuis</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="297"/>
        <source>R&amp;ed Edges</source>
        <translation>Arestas v&amp;ermelhas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="347"/>
        <source>Untitled</source>
        <translation>Sem título</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="455"/>
        <source>Cannot start the game</source>
        <translation>Não é possível começar o jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="521"/>
        <source>The Portuguese translation is missing from this installation.</source>
        <translation>A tradução para o português está ausente desta instalação.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="564"/>
        <source>About Graph Games</source>
        <translation>Sobre Jogos de Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="565"/>
        <source>&lt;h3&gt;Graph Games&lt;/h3&gt;&lt;p&gt;Draw graphs freehand and play mathematical games on them.&lt;/p&gt;&lt;p&gt;Built with Qt (PySide6), networkx, shapely and igraph.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Jogos de Grafos&lt;/h3&gt;&lt;p&gt;Desenhe grafos à mão livre e jogue jogos matemáticos neles.&lt;/p&gt;&lt;p&gt;Feito com Qt (PySide6), networkx, shapely e igraph.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="570"/>
        <source>All files (*)</source>
        <translation>Todos os arquivos (*)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="570"/>
        <location filename="../graphgames_desktop/ui/main_window.py" line="663"/>
        <source>Graph Games files: drawings and games (*.graph.json *.json)</source>
        <translation>Arquivos do programa: desenhos e jogos (*.graph.json *.json)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="574"/>
        <source>Unsaved changes</source>
        <translation>Alterações não salvas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="584"/>
        <source>The drawing has unsaved changes. Save them first?</source>
        <translation>O desenho tem alterações não salvas. Salvá-las antes?</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="601"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="645"/>
        <source>Cannot open file</source>
        <translation>Não foi possível abrir o arquivo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="665"/>
        <location filename="../graphgames_desktop/ui/main_window.py" line="752"/>
        <source>GEXF (*.gexf)</source>
        <translation>GEXF (*.gexf)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="666"/>
        <location filename="../graphgames_desktop/ui/main_window.py" line="675"/>
        <source>Save As</source>
        <translation>Salvar como</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="674"/>
        <source>%1 already exists. Do you want to replace it?</source>
        <translation>%1 já existe. Deseja substituí-lo?</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="684"/>
        <source>drawing</source>
        <translation>desenho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="689"/>
        <source>game</source>
        <translation>jogo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="700"/>
        <source>Cannot save file</source>
        <translation>Não foi possível salvar o arquivo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="703"/>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="731"/>
        <source>Import</source>
        <translation>Importar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="665"/>
        <location filename="../graphgames_desktop/ui/main_window.py" line="752"/>
        <source>GraphML (*.graphml)</source>
        <translation>GraphML (*.graphml)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="665"/>
        <location filename="../graphgames_desktop/ui/main_window.py" line="752"/>
        <source>GML (*.gml)</source>
        <translation>GML (*.gml)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="732"/>
        <source>Graphs (*.graphml *.gml *.gexf)</source>
        <translation>Grafos (*.graphml *.gml *.gexf)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="753"/>
        <source>PNG image (*.png)</source>
        <translation>Imagem PNG (*.png)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="753"/>
        <source>SVG image (*.svg)</source>
        <translation>Imagem SVG (*.svg)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="754"/>
        <source>PDF document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="756"/>
        <source>Export</source>
        <translation>Exportar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="773"/>
        <source>Cannot export</source>
        <translation>Não foi possível exportar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="775"/>
        <source>Exported %1</source>
        <translation>%1 exportado</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="804"/>
        <source>(none)</source>
        <translation>(nenhum)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="821"/>
        <source>Autosave failed: the data folder cannot be written.</source>
        <translation>O salvamento automático falhou: a pasta de dados não pode ser gravada.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="846"/>
        <source>Graph Games did not close properly last time. Recover the game that was in progress?</source>
        <translation>Jogos de Grafos não foi fechado corretamente da última vez. Recuperar o jogo que estava em andamento?</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="848"/>
        <source>Recover</source>
        <translation>Recuperar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="845"/>
        <source>Graph Games did not close properly last time. Recover the autosaved drawing?</source>
        <translation>Jogos de Grafos não foi fechado corretamente da última vez. Recuperar o desenho salvo automaticamente?</translation>
    </message>
</context>
<context>
    <name>MeasuresPanel</name>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="104"/>
        <source>Vertices</source>
        <extracomment>Drawings of more vertices and edges than this are measured in a separate process. The measuring process&apos;s niceness: it yields the processor to the window.</extracomment>
        <translation>Vértices</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="104"/>
        <source>Edges</source>
        <translation>Arestas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="104"/>
        <source>Crossings</source>
        <translation>Cruzamentos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="105"/>
        <source>Components</source>
        <translation>Componentes</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="105"/>
        <source>Trivial components</source>
        <translation>Componentes triviais</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="106"/>
        <source>Diameter</source>
        <translation>Diâmetro</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="106"/>
        <source>Maximum degree</source>
        <translation>Grau máximo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="107"/>
        <source>Tree</source>
        <translation>Árvore</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="107"/>
        <source>Forest</source>
        <translation>Floresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="107"/>
        <source>Bipartite</source>
        <translation>Bipartido</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="108"/>
        <source>Drawn without crossings</source>
        <translation>Desenhado sem cruzamentos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="108"/>
        <source>Planar</source>
        <translation>Planar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="151"/>
        <source>yes</source>
        <translation>sim</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="151"/>
        <source>no</source>
        <translation>não</translation>
    </message>
</context>
<context>
    <name>MoveBox</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/move_box.py" line="136"/>
        <source>&amp;Move:</source>
        <extracomment>The completion&apos;s own text (the notation), beside the words the popup shows. The pixels QLineEdit keeps between its contents rectangle and its text on either side (qlineedit_p.h). A typed move, as typed (Enter).</extracomment>
        <translation>J&amp;ogada:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/move_box.py" line="137"/>
        <location filename="../graphgames_desktop/ui/views/move_box.py" line="147"/>
        <source>Type a move</source>
        <translation>Digite uma jogada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/move_box.py" line="146"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/move_box.py" line="145"/>
        <source>e.g. %1</source>
        <translation>ex.: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/move_box.py" line="138"/>
        <source>Type a move as the move list writes it and press Enter. Down lists the legal moves. Ctrl+B describes the board.</source>
        <translation>Digite uma jogada como a lista de jogadas a escreve e tecle Enter. A seta para baixo lista as jogadas possíveis. Ctrl+B descreve o tabuleiro.</translation>
    </message>
</context>
<context>
    <name>Notation</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/base.py" line="437"/>
        <source>The arrow keys go from vertex to vertex and edge to edge, each said as it is reached; Enter plays on the one reached.</source>
        <translation>As setas vão de vértice em vértice e de aresta em aresta, cada um dito quando alcançado; Enter joga no alcançado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="402"/>
        <location filename="../graphgames_desktop/ui/views/base.py" line="446"/>
        <source>Vertex %1</source>
        <translation>Vértice %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/base.py" line="448"/>
        <source>Edge %1</source>
        <translation>Aresta %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="432"/>
        <location filename="../graphgames_desktop/ui/views/notation.py" line="55"/>
        <source>vertex</source>
        <extracomment>Characters read as the dash between an edge&apos;s two ends (hyphens, dashes, the minus sign, arrows).</extracomment>
        <translation>vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="432"/>
        <source>vertices</source>
        <translation>vértices</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="433"/>
        <location filename="../graphgames_desktop/ui/views/notation.py" line="55"/>
        <source>edge</source>
        <translation>aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/magic_view.py" line="433"/>
        <source>edges</source>
        <translation>arestas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/notation.py" line="103"/>
        <source>There is no vertex %1 on this board.</source>
        <translation>Não há vértice %1 neste tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/notation.py" line="107"/>
        <source>No edge joins %1 and %2 on this board.</source>
        <translation>Nenhuma aresta liga %1 e %2 neste tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/notation.py" line="112"/>
        <source>“%1” is not a move I can read.</source>
        <translation>“%1” não é uma jogada que eu saiba ler.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/notation.py" line="115"/>
        <source>Type a move as the move list writes it, such as %1.</source>
        <translation>Digite uma jogada como a lista de jogadas a escreve, como %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/notation.py" line="116"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
</context>
<context>
    <name>Printables</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="138"/>
        <source>Introduction to Graph Theory</source>
        <translation>Introdução à Teoria dos Grafos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="140"/>
        <source>Player sheet</source>
        <translation>Folha do jogador</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="144"/>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="146"/>
        <source>Sheet no.:</source>
        <translation>Folha nº:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="172"/>
        <source>Your graph: a vertex never on an edge or a crossing; at most one edge between two vertices</source>
        <translation>Seu grafo: nunca um vértice sobre uma aresta ou um cruzamento; no máximo uma aresta entre dois vértices</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="175"/>
        <source>A round: 1. Pick one of the two resource cards. 2. Draw all of it and circle your Eulerians; cross a box for each edge you cannot draw. 3. Claim at most one objective (a failed proof crosses a box). 4. Refresh the objectives if you wish (two boxes). All eight boxes crossed and one more to cross: start a new sheet with two boxes crossed.</source>
        <translation>Uma rodada: 1. Escolha uma das duas cartas de recurso. 2. Desenhe tudo o que ela dá e circule seus Eulerianos; risque uma caixa para cada aresta que não puder desenhar. 3. Reivindique no máximo um objetivo (uma prova que falha risca uma caixa). 4. Renove os objetivos se quiser (duas caixas). Com as oito caixas riscadas e mais uma a riscar: comece uma nova folha com duas caixas riscadas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="189"/>
        <source>Print player sheets</source>
        <translation>Imprimir folhas dos jogadores</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="189"/>
        <source>Print the card deck</source>
        <translation>Imprimir o baralho</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="191"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="192"/>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="201"/>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="202"/>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="204"/>
        <source>Sheets:</source>
        <translation>Folhas:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="218"/>
        <source>Cannot save the PDF</source>
        <translation>Não foi possível salvar o PDF</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="224"/>
        <source>Save PDF</source>
        <translation>Salvar PDF</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/card_table/printables.py" line="224"/>
        <source>PDF documents (*.pdf)</source>
        <translation>Documentos PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>PuzzleDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="100"/>
        <source>No puzzle turned up this time; press New puzzle again.</source>
        <translation>Nenhum quebra-cabeça apareceu desta vez; clique em Novo quebra-cabeça de novo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="129"/>
        <source>Click your move on the board.</source>
        <translation>Clique na sua jogada no tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="144"/>
        <source>&lt;b&gt;Right!&lt;/b&gt; The move that %1 %2. Why: %3.</source>
        <translation>&lt;b&gt;Certo!&lt;/b&gt; A jogada que %1 %2. Por quê: %3.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="146"/>
        <source>&lt;b&gt;Not this one.&lt;/b&gt; The move that %1 %2. Why: %3. Try again, or reveal the answer.</source>
        <translation>&lt;b&gt;Não é esta.&lt;/b&gt; A jogada que %1 %2. Por quê: %3. Tente de novo ou mostre a resposta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="157"/>
        <source>&lt;b&gt;Answer:&lt;/b&gt; %1. Why “%2” works: %3.</source>
        <translation>&lt;b&gt;Resposta:&lt;/b&gt; %1. Por que “%2” funciona: %3.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="163"/>
        <source>Puzzles</source>
        <translation>Quebra-cabeças</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="164"/>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="169"/>
        <source>New puzzle</source>
        <translation>Novo quebra-cabeça</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="170"/>
        <source>Reveal the answer</source>
        <translation>Mostrar a resposta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_dialog.py" line="171"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>Puzzles</name>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="39"/>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="39"/>
        <source>medium</source>
        <translation>médio</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="40"/>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="121"/>
        <source>%1 to move. Find the only move that does not lose.</source>
        <translation>%1 joga. Encontre a única jogada que não perde.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="123"/>
        <source>%1 to move. Find the winning move (there is one).</source>
        <translation>%1 joga. Encontre a jogada vencedora (há uma).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="125"/>
        <source>%1 to move. Find a winning move (there are %2).</source>
        <translation>%1 joga. Encontre uma jogada vencedora (há %2).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/puzzle_texts.py" line="136"/>
        <source> or </source>
        <translation> ou </translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/i18n.py" line="18"/>
        <source>&amp;Look in:</source>
        <extracomment>Qt&apos;s own file dialog asks for these, and Qt&apos;s Portuguese catalogue lacks them: ours answers instead (our translator is installed after Qt&apos;s, so it is asked first).</extracomment>
        <translation>&amp;Procurar em:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/i18n.py" line="18"/>
        <source>Files of &amp;type:</source>
        <translation>Arquivos do &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="52"/>
        <source>Chomp the Graph</source>
        <translation>Chomp no Grafo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="53"/>
        <source>Two players take turns. On your turn, remove one vertex together with all its edges, or remove one edge alone. Whoever removes the last vertex wins.</source>
        <translation>Dois jogadores se alternam. Na sua vez, remova um vértice junto com todas as suas arestas, ou remova uma única aresta. Quem remover o último vértice vence.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="54"/>
        <source>Click a vertex or an edge on the board to remove it. Player A moves first unless chosen otherwise.</source>
        <translation>Clique em um vértice ou em uma aresta do tabuleiro para removê-lo. O Jogador A começa, salvo escolha diferente.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="55"/>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="103"/>
        <source>Strategy</source>
        <translation>Estratégia</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="56"/>
        <source>Chomp is impartial: both players have the same moves. Every position has a Grundy value; the player to move loses exactly when it is 0. A position made of several pieces has the XOR of the pieces&apos; values.</source>
        <translation>Chomp é imparcial: os dois jogadores têm as mesmas jogadas. Toda posição tem um valor de Grundy; quem joga perde exatamente quando ele é 0. Uma posição formada por várias partes tem o XOR dos valores das partes.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="57"/>
        <source>For every bipartite graph (paths, trees, forests, even cycles included) the value is [v odd] + 2·[e odd], where v counts vertices and e edges: leave an even number of both and you win.</source>
        <translation>Para todo grafo bipartido (incluindo caminhos, árvores, florestas e ciclos pares) o valor é [v ímpar] + 2·[a ímpar], sendo v o número de vértices e a o número de arestas: deixe um número par de ambos e você vence.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="58"/>
        <source>What the rule source claims, and what this program found</source>
        <translation>O que a fonte das regras afirma, e o que este programa verificou</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="60"/>
        <source>Paths, stars and all trees: the first player wins. &lt;b&gt;Holds.&lt;/b&gt;</source>
        <translation>Caminhos, estrelas e todas as árvores: o primeiro jogador vence. &lt;b&gt;Vale.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="61"/>
        <source>Cycles: the second player wins. &lt;b&gt;Holds&lt;/b&gt; (odd cycles too).</source>
        <translation>Ciclos: o segundo jogador vence. &lt;b&gt;Vale&lt;/b&gt; (também para ciclos ímpares).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="62"/>
        <source>Forests and bipartite graphs: the second player wins exactly when v and e are both even. &lt;b&gt;Holds.&lt;/b&gt;</source>
        <translation>Florestas e grafos bipartidos: o segundo jogador vence exatamente quando v e a são ambos pares. &lt;b&gt;Vale.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="63"/>
        <source>Complete graphs: the second player wins exactly when the number of vertices is a multiple of 3. &lt;b&gt;Holds&lt;/b&gt; for K1 to K9, as far as this program has checked.</source>
        <translation>Grafos completos: o segundo jogador vence exatamente quando o número de vértices é múltiplo de 3. &lt;b&gt;Vale&lt;/b&gt; de K1 a K9, até onde este programa verificou.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="64"/>
        <source>&quot;Always pass an even-even graph&quot; as a general strategy: &lt;b&gt;fails&lt;/b&gt;. In K4, taking a vertex leaves K3 (3 vertices, 3 edges) and wins, while no move leaves an even number of both.</source>
        <translation>&quot;Sempre passe um grafo par-par&quot; como estratégia geral: &lt;b&gt;falha&lt;/b&gt;. Em K4, retirar um vértice deixa K3 (3 vértices, 3 arestas) e vence, embora nenhuma jogada deixe um número par de ambos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="98"/>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="99"/>
        <source>A picture stands on the ground. On your turn, cut one edge: everything no longer connected to the ground falls away. The player who cannot cut loses.</source>
        <translation>Uma figura está apoiada no chão. Na sua vez, corte uma aresta: tudo o que deixar de estar ligado ao chão cai. Quem não puder cortar perde.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="100"/>
        <source>&lt;b&gt;Green:&lt;/b&gt; either player may cut any edge.</source>
        <translation>&lt;b&gt;Verde:&lt;/b&gt; qualquer jogador pode cortar qualquer aresta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="101"/>
        <source>&lt;b&gt;Blue-Red:&lt;/b&gt; Player A (Blue) cuts only blue edges, Player B (Red) only red ones.</source>
        <translation>&lt;b&gt;Azul-Vermelho:&lt;/b&gt; o Jogador A (Azul) corta só arestas azuis, o Jogador B (Vermelho) só as vermelhas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="102"/>
        <source>&lt;b&gt;Mixed:&lt;/b&gt; green edges may be cut by either player, coloured ones only by their owner.</source>
        <translation>&lt;b&gt;Misto:&lt;/b&gt; arestas verdes podem ser cortadas por qualquer jogador; as coloridas, só pelo dono.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="104"/>
        <source>Green Hackenbush is Nim in disguise. A stalk of n edges is a Nim heap of n. Colon principle: branches meeting at a vertex can be replaced by one stalk whose length is the nim sum of theirs. Fusion principle: the vertices of a cycle can be fused into one, each of its edges becoming a loop, so an odd cycle acts as one edge and an even cycle as none. The ground counts as a single vertex.</source>
        <translation>O Hackenbush Verde é Nim disfarçado. Uma haste de n arestas é um monte de Nim de tamanho n. Princípio dos dois pontos: ramos que se encontram em um vértice podem ser trocados por uma só haste cujo comprimento é a soma nim dos comprimentos deles. Princípio da fusão: os vértices de um ciclo podem ser fundidos em um só, e cada aresta vira um laço; assim, um ciclo ímpar vale uma aresta e um ciclo par, nenhuma. O chão conta como um único vértice.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="105"/>
        <source>Blue-Red pictures are numbers: positive means Blue wins whoever starts, negative means Red does, and zero means the second player wins. A stalk of one colour is worth its length; each change of colour above adds or removes half of the previous step (blue, red, red = 1 - 1/2 - 1/4 = 1/4).</source>
        <translation>Figuras azul-vermelho são números: positivo significa que o Azul vence, quem quer que comece; negativo, que o Vermelho vence; zero, que vence o segundo jogador. Uma haste de uma só cor vale seu comprimento; cada troca de cor acima soma ou subtrai metade do passo anterior (azul, vermelha, vermelha = 1 - 1/2 - 1/4 = 1/4).</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="30"/>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
</context>
<context>
    <name>Simplify</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="28"/>
        <source>1 loop</source>
        <translation>1 laço</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="28"/>
        <source>%1 loops</source>
        <translation>%1 laços</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="32"/>
        <source>one place</source>
        <translation>um lugar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="32"/>
        <source>%1 places</source>
        <translation>%1 lugares</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="40"/>
        <source>The picture as it stands. It touches the ground at one vertex.</source>
        <translation>A figura como está. Ela toca o chão em um só vértice.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="41"/>
        <source>The picture as it stands. Its %1 vertices on the ground count as one single vertex.</source>
        <translation>A figura como está. Seus %1 vértices no chão contam como um único vértice.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="44"/>
        <source>Fusion principle: the vertices of each cycle are fused into one vertex, and the cycle&apos;s edges become loops on it (%1 in %2).</source>
        <translation>Princípio da fusão: os vértices de cada ciclo se fundem em um só vértice, e as arestas do ciclo viram laços nele (%1 em %2).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="50"/>
        <source>A loop is worth a stalk of one edge: it becomes one edge.</source>
        <translation>Um laço vale uma haste de uma aresta: ele vira uma aresta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="51"/>
        <source>A loop is worth a stalk of one edge: each of the %1 loops becomes one edge.</source>
        <translation>Um laço vale uma haste de uma aresta: cada um dos %1 laços vira uma aresta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="52"/>
        <source>A loop is worth a stalk of one edge, and two equal stalks on one vertex cancel: %1 cancel in pairs.</source>
        <translation>Um laço vale uma haste de uma aresta, e duas hastes iguais no mesmo vértice se cancelam: %1 se anulam aos pares.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="55"/>
        <source>No loop is left.</source>
        <translation>Nenhum laço sobra.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="57"/>
        <source>In one place one loop is left, and it becomes one edge.</source>
        <translation>Em um lugar sobra um laço, que vira uma aresta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="59"/>
        <source>In %1 places one loop is left, and each becomes one edge.</source>
        <translation>Em %1 lugares sobra um laço, e cada um vira uma aresta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="63"/>
        <source>Colon principle: the branches of lengths %1 on the marked vertex cancel, since their nim sum is 0.</source>
        <translation>Princípio dos dois pontos: os ramos de comprimentos %1 no vértice marcado se anulam, pois a soma nim deles é 0.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="65"/>
        <source>Colon principle: the branches of lengths %1 on the marked vertex become one stalk of their nim sum, %2.</source>
        <translation>Princípio dos dois pontos: os ramos de comprimentos %1 no vértice marcado viram uma só haste, de comprimento igual à soma nim deles: %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="69"/>
        <source>Nothing is left: the picture is worth 0, so the player to move loses.</source>
        <translation>Não sobra nada: a figura vale 0, e quem joga agora perde.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="70"/>
        <source>One stalk of length %1 is left: the picture is worth *%1, a Nim heap of %1.</source>
        <translation>Resta uma haste de comprimento %1: a figura vale *%1, um monte de Nim de tamanho %1.</translation>
    </message>
</context>
<context>
    <name>SimplifyDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="199"/>
        <source>Step %1 of %2</source>
        <translation>Passo %1 de %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="192"/>
        <source>Simplify</source>
        <translation>Simplificar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="193"/>
        <source>Pause</source>
        <translation>Pausar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="193"/>
        <source>Play</source>
        <translation>Reproduzir</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="194"/>
        <source>Next step</source>
        <translation>Próximo passo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="196"/>
        <source>From the start</source>
        <translation>Do início</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/simplify_dialog.py" line="197"/>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>Teaching</name>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="54"/>
        <source>&lt;b&gt;With best play the game is a draw.&lt;/b&gt;</source>
        <extracomment>A game&apos;s wording of its own statements: its view&apos;s ``claim_text``.</extracomment>
        <translation>&lt;b&gt;Com jogo perfeito a partida empata.&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="56"/>
        <source>&lt;b&gt;Not solved:&lt;/b&gt; this position is too big to say in time who wins with best play.</source>
        <translation>&lt;b&gt;Não resolvida:&lt;/b&gt; esta posição é grande demais para dizer a tempo quem vence com jogo perfeito.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="59"/>
        <source>&lt;b&gt;%1 to move wins&lt;/b&gt; by %2 with best play.</source>
        <translation>&lt;b&gt;%1, que joga agora, vence&lt;/b&gt; por %2 com jogo perfeito.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="60"/>
        <source>&lt;b&gt;%1 to move loses&lt;/b&gt; by %2 against best play.</source>
        <translation>&lt;b&gt;%1, que joga agora, perde&lt;/b&gt; por %2 contra jogo perfeito.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="62"/>
        <source>&lt;b&gt;%1 to move wins&lt;/b&gt; with perfect play.</source>
        <translation>&lt;b&gt;%1, que joga agora, vence&lt;/b&gt; com jogo perfeito.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="63"/>
        <source>&lt;b&gt;%1 to move loses&lt;/b&gt; against perfect play.</source>
        <translation>&lt;b&gt;%1, que joga agora, perde&lt;/b&gt; contra jogo perfeito.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="78"/>
        <source>Winning moves found so far (ticked on the board): %1 of %2.</source>
        <translation>Jogadas vencedoras encontradas até agora (marcadas com ✓ no tabuleiro): %1 de %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="79"/>
        <source>Winning moves (ticked on the board): %1 of %2.</source>
        <translation>Jogadas vencedoras (marcadas com ✓ no tabuleiro): %1 de %2.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="84"/>
        <source>The only legal move leaves the opponent a win.</source>
        <translation>A única jogada permitida deixa ao adversário uma posição vencedora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="85"/>
        <source>Every one of the %1 legal moves leaves the opponent a win.</source>
        <translation>Cada uma das %1 jogadas permitidas deixa ao adversário uma posição vencedora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="87"/>
        <source>Solved in time: %1 of %2 moves; the others carry a question mark.</source>
        <translation>Resolvidas a tempo: %1 de %2 jogadas; as outras levam um ponto de interrogação.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="112"/>
        <source>No move gave away a win or a draw: every move kept the best result its player had (proved).</source>
        <translation>Nenhuma jogada entregou uma vitória ou um empate: cada jogada manteve o melhor resultado que seu jogador tinha (provado).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="113"/>
        <source>No move gave away a win: every move kept the best result its player had (proved).</source>
        <translation>Nenhuma jogada entregou uma vitória: cada jogada manteve o melhor resultado que seu jogador tinha (provado).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="116"/>
        <source>No move was found to give away a win or a draw, but 1 move could not be solved in time: for it this is an estimate, not a proof.</source>
        <translation>Não se encontrou jogada que entregasse uma vitória ou um empate, mas 1 jogada não pôde ser resolvida a tempo: para ela isto é uma estimativa, não uma prova.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="118"/>
        <source>No move was found to give away a win or a draw, but %1 moves could not be solved in time: for those this is an estimate, not a proof.</source>
        <translation>Não se encontrou jogada que entregasse uma vitória ou um empate, mas %1 jogadas não puderam ser resolvidas a tempo: para elas isto é uma estimativa, não uma prova.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="121"/>
        <source>No move was found to give away a win, but 1 move could not be solved in time: for it this is an estimate, not a proof.</source>
        <translation>Não se encontrou jogada que entregasse uma vitória, mas 1 jogada não pôde ser resolvida a tempo: para ela isto é uma estimativa, não uma prova.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="123"/>
        <source>No move was found to give away a win, but %1 moves could not be solved in time: for those this is an estimate, not a proof.</source>
        <translation>Não se encontrou jogada que entregasse uma vitória, mas %1 jogadas não puderam ser resolvidas a tempo: para elas isto é uma estimativa, não uma prova.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="126"/>
        <source>Moves that gave away a win or a draw (proved): %1.</source>
        <translation>Jogadas que entregaram uma vitória ou um empate (provado): %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="127"/>
        <source>Moves that gave away a win (proved): %1.</source>
        <translation>Jogadas que entregaram uma vitória (provado): %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="129"/>
        <source>1 move could not be solved in time, so there may be more.</source>
        <translation>1 jogada não pôde ser resolvida a tempo; pode haver outras.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/teaching_texts.py" line="130"/>
        <source>%1 moves could not be solved in time, so there may be more.</source>
        <translation>%1 jogadas não puderam ser resolvidas a tempo; pode haver outras.</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="29"/>
        <source>Chomp the Graph</source>
        <translation>Chomp no Grafo</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="52"/>
        <source>Hackenbush</source>
        <translation>Hackenbush</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="33"/>
        <source>Remove a vertex with its edges, or a single edge. Whoever removes the last vertex wins.</source>
        <translation>Remova um vértice com suas arestas, ou uma única aresta. Quem remover o último vértice vence.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="56"/>
        <source>Cut an edge; whatever loses touch with the ground falls. Green, Blue-Red or mixed.</source>
        <translation>Corte uma aresta; o que perder contato com o chão cai. Verde, azul-vermelho ou misto.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="28"/>
        <source>Path P4</source>
        <translation>Caminho P4</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="28"/>
        <source>Path P7</source>
        <translation>Caminho P7</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="29"/>
        <source>Cycle C5</source>
        <translation>Ciclo C5</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="29"/>
        <source>Cycle C6</source>
        <translation>Ciclo C6</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="29"/>
        <source>Cycle C9</source>
        <translation>Ciclo C9</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="30"/>
        <source>Star K1,5</source>
        <translation>Estrela K1,5</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="31"/>
        <source>Complete graph K4</source>
        <translation>Grafo completo K4</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="31"/>
        <source>Complete graph K5</source>
        <translation>Grafo completo K5</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="32"/>
        <source>Complete graph K6</source>
        <translation>Grafo completo K6</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="33"/>
        <source>Complete bipartite K2,3</source>
        <translation>Bipartido completo K2,3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="33"/>
        <source>Utility graph K3,3</source>
        <translation>Grafo das utilidades K3,3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="34"/>
        <source>Wheel W6</source>
        <translation>Roda W6</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="34"/>
        <source>Wheel W8</source>
        <translation>Roda W8</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="35"/>
        <source>Triangular prism</source>
        <translation>Prisma triangular</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="35"/>
        <source>Pentagonal prism</source>
        <translation>Prisma pentagonal</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="36"/>
        <source>Cube Q3</source>
        <translation>Cubo Q3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="36"/>
        <source>Petersen graph</source>
        <translation>Grafo de Petersen</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="36"/>
        <source>Dodecahedron</source>
        <translation>Dodecaedro</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="37"/>
        <source>Moser spindle</source>
        <translation>Fuso de Moser</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="37"/>
        <source>Hajós graph</source>
        <translation>Grafo de Hajós</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="38"/>
        <source>Grötzsch graph</source>
        <translation>Grafo de Grötzsch</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="38"/>
        <source>Heawood graph</source>
        <translation>Grafo de Heawood</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="39"/>
        <source>Bamboo stalks</source>
        <translation>Hastes de bambu</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="39"/>
        <source>Tree</source>
        <translation>Árvore</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="39"/>
        <source>House</source>
        <translation>Casa</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="40"/>
        <source>Flower</source>
        <translation>Flor</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="40"/>
        <source>Christmas tree</source>
        <translation>Árvore de Natal</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="40"/>
        <source>Girl</source>
        <translation>Menina</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="41"/>
        <source>Random tree</source>
        <translation>Árvore aleatória</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="41"/>
        <source>Random graph G(8, 0.4)</source>
        <translation>Grafo aleatório G(8; 0,4)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="42"/>
        <source>Random rooted picture</source>
        <translation>Figura enraizada aleatória</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="48"/>
        <source>Refused: an edge must join two different vertices (no loops).</source>
        <translation>Recusado: uma aresta deve ligar dois vértices diferentes (sem laços).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="49"/>
        <source>Refused: these two vertices are already joined (no double edges).</source>
        <translation>Recusado: estes dois vértices já estão ligados (sem arestas duplas).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="50"/>
        <source>Refused: an edge must end on a vertex. Release the stroke on another vertex.</source>
        <translation>Recusado: uma aresta deve terminar em um vértice. Solte o traço sobre outro vértice.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="51"/>
        <source>Refused: the stroke runs through another vertex; an edge joins exactly two vertices.</source>
        <translation>Recusado: o traço passa por outro vértice; uma aresta liga exatamente dois vértices.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="52"/>
        <source>Refused: too close to another vertex.</source>
        <translation>Recusado: perto demais de outro vértice.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="53"/>
        <source>Refused: a vertex cannot be placed on a crossing of edges.</source>
        <translation>Recusado: um vértice não pode ser colocado sobre um cruzamento de arestas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="54"/>
        <source>Refused: a vertex cannot be placed on an edge.</source>
        <translation>Recusado: um vértice não pode ser colocado sobre uma aresta.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="55"/>
        <source>Refused: an edge of this vertex would run through another vertex.</source>
        <translation>Recusado: uma aresta deste vértice passaria por outro vértice.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="56"/>
        <source>Refused: that position is outside the paper.</source>
        <translation>Recusado: essa posição está fora do papel.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="57"/>
        <source>Refused.</source>
        <translation>Recusado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="62"/>
        <source>The file is damaged or truncated.</source>
        <translation>O arquivo está danificado ou incompleto.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="64"/>
        <source>This file is not a Graph Games drawing.</source>
        <translation>Este arquivo não é um desenho do Jogos de Grafos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="65"/>
        <source>This file was made by a newer version of Graph Games (format version %1). Please update the application.</source>
        <translation>Este arquivo foi feito por uma versão mais nova do Jogos de Grafos (versão de formato %1). Atualize o aplicativo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="66"/>
        <source>The file is damaged or truncated (%1).</source>
        <translation>O arquivo está danificado ou incompleto (%1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="67"/>
        <source>The file is not text; it may be damaged or of another kind.</source>
        <translation>O arquivo não é texto; pode estar danificado ou ser de outro tipo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="68"/>
        <source>The file has an invalid value in %1.</source>
        <translation>O arquivo tem um valor inválido em %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="69"/>
        <source>The file is missing required data (%1).</source>
        <translation>Faltam dados obrigatórios no arquivo (%1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="70"/>
        <source>The file has an edge that cannot be drawn (%1).</source>
        <translation>O arquivo tem uma aresta que não pode ser desenhada (%1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="71"/>
        <source>The file is too large to open safely.</source>
        <translation>O arquivo é grande demais para ser aberto com segurança.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="72"/>
        <source>The file uses XML features (a DTD or entity declarations) that are refused for safety.</source>
        <translation>O arquivo usa recursos de XML (uma DTD ou declarações de entidades) que são recusados por segurança.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="73"/>
        <source>The file is not in a format Graph Games reads (its own drawings, GraphML, GML or GEXF).</source>
        <translation>O arquivo não está em um formato que o Graph Games lê (seus próprios desenhos, GraphML, GML ou GEXF).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="74"/>
        <source>The file holds no graph.</source>
        <translation>O arquivo não contém nenhum grafo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="75"/>
        <source>The file could not be read: %1</source>
        <translation>Não foi possível ler o arquivo: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="76"/>
        <source>The file could not be written: %1</source>
        <translation>Não foi possível gravar o arquivo: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="86"/>
        <source>Vertices lying on one spot were spread apart.</source>
        <translation>Vértices empilhados no mesmo ponto foram afastados.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="87"/>
        <source>Hyperedges (joining more than two vertices) were left out.</source>
        <translation>Hiperarestas (que ligam mais de dois vértices) foram deixadas de fora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="88"/>
        <source>The file holds several graphs; the first one was opened.</source>
        <translation>O arquivo contém vários grafos; o primeiro foi aberto.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="89"/>
        <source>Very long labels were shortened.</source>
        <translation>Rótulos muito longos foram encurtados.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="90"/>
        <source>Some characters that could not be saved were replaced.</source>
        <translation>Alguns caracteres que não poderiam ser salvos foram substituídos.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="99"/>
        <source>Wait: it is another player&apos;s turn.</source>
        <translation>Aguarde: é a vez de outro jogador.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="101"/>
        <source>Nothing is played while the screen is covered: the player to move shows their cards first.</source>
        <translation>Nada é jogado com a tela coberta: quem joga agora mostra as cartas primeiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="102"/>
        <source>The game moved on before your move arrived: look at the board again and play.</source>
        <translation>O jogo avançou antes de a sua jogada chegar: olhe o tabuleiro de novo e jogue.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="103"/>
        <source>You can only play for your own seat.</source>
        <translation>Você só pode jogar pelo seu próprio lugar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="104"/>
        <source>Only the teacher can do that.</source>
        <translation>Só o professor pode fazer isso.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="105"/>
        <source>There is no move of yours to take back.</source>
        <translation>Não há jogada sua para desfazer.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="106"/>
        <source>There is no move to play again.</source>
        <translation>Não há jogada para refazer.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="107"/>
        <source>This device is no longer in the game: join again.</source>
        <translation>Este aparelho não está mais no jogo: entre de novo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="108"/>
        <source>That message was not understood.</source>
        <translation>Essa mensagem não foi entendida.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="109"/>
        <source>The teacher has paused the game: wait until it goes on.</source>
        <translation>O professor pausou o jogo: espere até ele continuar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="110"/>
        <source>The class chooses this move by vote: vote for it instead.</source>
        <translation>A turma escolhe esta jogada por votação: vote nela.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="111"/>
        <source>There is no vote open for you now.</source>
        <translation>Não há votação aberta para você agora.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="112"/>
        <source>You have already voted on this position.</source>
        <translation>Você já votou nesta posição.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="113"/>
        <source>Nobody has voted yet: there is no move to play.</source>
        <translation>Ninguém votou ainda: não há jogada a fazer.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="114"/>
        <source>The teacher has not started the game yet: wait for the start.</source>
        <translation>O professor ainda não começou o jogo: espere o início.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="121"/>
        <source>The saved game record is damaged.</source>
        <translation>O registro de partida salvo está danificado.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="123"/>
        <source>The saved game follows newer rules (version %1) than this version of Graph Games knows. Please update the application.</source>
        <translation>A partida salva segue regras mais novas (versão %1) do que esta versão do Jogos de Grafos conhece. Atualize o aplicativo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="124"/>
        <source>The saved game follows older rules (version %1) that this version can no longer replay.</source>
        <translation>A partida salva segue regras antigas (versão %1) que esta versão não consegue mais reproduzir.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="125"/>
        <source>The saved game&apos;s setup is damaged (%1).</source>
        <translation>A configuração da partida salva está danificada (%1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="126"/>
        <source>The saved game record has an illegal move (move %1).</source>
        <translation>O registro de partida salvo tem uma jogada ilegal (jogada %1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="129"/>
        <source>The saved game could not be replayed (%1).</source>
        <translation>Não foi possível reproduzir a partida salva (%1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="135"/>
        <source>This game needs more players.</source>
        <translation>Este jogo precisa de mais jogadores.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="136"/>
        <source>This game cannot take that many players.</source>
        <translation>Este jogo não comporta tantos jogadores.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="137"/>
        <source>One of the game&apos;s options has a value it does not accept.</source>
        <translation>Uma das opções do jogo tem um valor que ele não aceita.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="138"/>
        <source>The game does not know one of the options given.</source>
        <translation>O jogo não conhece uma das opções dadas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="139"/>
        <source>This game is played on a board: choose one.</source>
        <translation>Este jogo é jogado num tabuleiro: escolha um.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="140"/>
        <source>The player chosen to start is not at the table.</source>
        <translation>O jogador escolhido para começar não está na mesa.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="141"/>
        <source>This game cannot be set up that way.</source>
        <translation>Este jogo não pode ser configurado assim.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="147"/>
        <source>Player %1</source>
        <translation>Jogador %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="152"/>
        <source>Strong</source>
        <translation>Forte</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="153"/>
        <source>%1 (perfect)</source>
        <translation>%1 (perfeito)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="122"/>
        <source>The saved game is of a kind this version does not know (%1).</source>
        <translation>A partida salva é de um tipo que esta versão não conhece (%1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="77"/>
        <source>The file could not be opened (%1).</source>
        <translation>Não foi possível abrir o arquivo (%1).</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="83"/>
        <source>Some vertices had no position; they were placed automatically.</source>
        <translation>Alguns vértices não tinham posição; foram posicionados automaticamente.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="84"/>
        <source>Loops were removed: this drawing holds simple graphs only.</source>
        <translation>Os laços foram removidos: este desenho só aceita grafos simples.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="85"/>
        <source>Double edges were merged: this drawing holds simple graphs only.</source>
        <translation>As arestas duplas foram unidas: este desenho só aceita grafos simples.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="38"/>
        <source>That vertex is no longer on the board.</source>
        <translation>Esse vértice não está mais no tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="39"/>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="61"/>
        <source>That edge is no longer on the board.</source>
        <translation>Essa aresta não está mais no tabuleiro.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="40"/>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="63"/>
        <source>That is not a move of this game.</source>
        <translation>Isso não é uma jogada deste jogo.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="62"/>
        <source>That edge is not yours to cut: Blue cuts blue edges, Red cuts red ones, and either may cut green ones.</source>
        <translation>Essa aresta não é sua: o Azul corta arestas azuis, o Vermelho corta as vermelhas, e qualquer um corta as verdes.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="97"/>
        <source>The game is over.</source>
        <translation>O jogo acabou.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="98"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation>Aguarde: é a vez do computador.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="100"/>
        <source>You are replaying an earlier position; go to the last move to play.</source>
        <translation>Você está revendo uma posição anterior; vá para a última jogada para jogar.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="115"/>
        <location filename="../graphgames_desktop/ui/views/base.py" line="548"/>
        <source>That move is not allowed.</source>
        <extracomment>The last move&apos;s mark: a dashed grey outline (no game colour, not the highlight), under the pieces.</extracomment>
        <translation>Essa jogada não é permitida.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="151"/>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="151"/>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="87"/>
        <source>Rules:</source>
        <translation>Regras:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="91"/>
        <source>Green Hackenbush (either player cuts any edge)</source>
        <translation>Hackenbush Verde (qualquer jogador corta qualquer aresta)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="92"/>
        <source>Blue-Red Hackenbush (Blue cuts blue, Red cuts red)</source>
        <translation>Hackenbush Azul-Vermelho (Azul corta azul, Vermelho corta vermelho)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/hackenbush_view.py" line="93"/>
        <source>Mixed (green edges shared, coloured edges owned)</source>
        <translation>Misto (arestas verdes compartilhadas, coloridas com dono)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/base.py" line="193"/>
        <location filename="../graphgames_desktop/ui/views/domination_view.py" line="315"/>
        <source>Computer (%1)</source>
        <extracomment>The frame shown last (None before the first): what the view says of the position reads it.</extracomment>
        <translation>Computador (%1)</translation>
    </message>
</context>
<context>
    <name>Tournament</name>
    <message>
        <location filename="../graphgames_desktop/ui/game/tournament_view.py" line="114"/>
        <source>%1 wins.</source>
        <extracomment>The projector&apos;s screen on every table.</extracomment>
        <translation>%1 vence.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/tournament_view.py" line="115"/>
        <source>A draw.</source>
        <translation>Empate.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/tournament_view.py" line="117"/>
        <source>%1 to move.</source>
        <translation>Vez de %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/tournament_view.py" line="120"/>
        <source>Table %1 (%2): %3</source>
        <translation>Mesa %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/tournament_view.py" line="121"/>
        <source>Table %1: %2</source>
        <translation>Mesa %1: %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/tournament_view.py" line="123"/>
        <source>Show this table large</source>
        <translation>Mostrar esta mesa grande</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/tournament_view.py" line="178"/>
        <source>Tournament: %1 tables</source>
        <translation>Torneio: %1 mesas</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/game/tournament_view.py" line="179"/>
        <source>All tables</source>
        <translation>Todas as mesas</translation>
    </message>
</context>
<context>
    <name>TypedCardMoves</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="71"/>
        <source>discard</source>
        <extracomment>The moves a drawing player may take back one by one (never past the start of their drawing).</extracomment>
        <translation>descartar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="72"/>
        <source>vertex</source>
        <translation>vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="73"/>
        <source>done</source>
        <translation>pronto</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="74"/>
        <source>power</source>
        <translation>poder</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="75"/>
        <source>to edge</source>
        <translation>vira aresta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="76"/>
        <source>to vertex</source>
        <translation>vira vértice</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="77"/>
        <source>save</source>
        <translation>reservar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="78"/>
        <source>bonus</source>
        <translation>bônus</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="79"/>
        <source>contest</source>
        <translation>contestar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="80"/>
        <source>accept</source>
        <translation>aceitar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="81"/>
        <source>refresh</source>
        <translation>renovar</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/cards_view.py" line="82"/>
        <source>pass</source>
        <translation>passar</translation>
    </message>
</context>
<context>
    <name>Verdicts</name>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="40"/>
        <source>wins</source>
        <extracomment>Dash patterns in pen widths (an empty list is a solid line). Where a move shows on a board: (&quot;vertex&quot;, id), (&quot;edge&quot;, id) or (&quot;step&quot;, from vertex, to vertex).</extracomment>
        <translation>vence</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="40"/>
        <source>loses</source>
        <translation>perde</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="41"/>
        <source>draws</source>
        <translation>empata</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="42"/>
        <source>is not solved</source>
        <translation>não está resolvida</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="99"/>
        <source>is not solved (estimate %1)</source>
        <translation>não está resolvida (estimativa %1)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="102"/>
        <source>%1 (%2 to spare)</source>
        <translation>%1 (%2 de sobra)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="106"/>
        <source>%1 by 1 point</source>
        <translation>%1 por 1 ponto</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="106"/>
        <source>%1 by %2 points</source>
        <translation>%1 por %2 pontos</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="109"/>
        <source>%1 (1 move to the end)</source>
        <translation>%1 (1 jogada até o fim)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/verdicts.py" line="110"/>
        <source>%1 (%2 moves to the end)</source>
        <translation>%1 (%2 jogadas até o fim)</translation>
    </message>
</context>
<context>
    <name>Worksheet</name>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet.py" line="77"/>
        <source>Worksheet: %1</source>
        <extracomment>Device units per inch: the screen&apos;s, so that the boards&apos; labels keep their size against the circles (the PDF is vector graphics all the same). The most puzzles one worksheet holds. The look on paper: white paper, edges a little thinner than on screen. Device units per drawing unit of every picture: the vertices&apos; numbers (11 units) print at 12 pt, the magic game&apos;s smallest texts (its vertex names, 6.6 pt of the drawing) at 9.6 pt, edges at 1.7 pt. A frame lower than this (millimetres) leaves its page one puzzle instead of two (so does a picture that would not fit its frame at full size). Paper between a frame and its picture (millimetres). Pictures spread and measured before the one that fills its frame best is taken. Room under a puzzle for the answer (millimetres).</extracomment>
        <translation>Folha de exercícios: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet.py" line="78"/>
        <source>Worksheet: %1, %2</source>
        <translation>Folha de exercícios: %1, %2</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet.py" line="303"/>
        <source>Name: ______________________    Date: ____________</source>
        <translation>Nome: ______________________    Data: ____________</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet.py" line="322"/>
        <source>Puzzle %1</source>
        <translation>Quebra-cabeça %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet.py" line="336"/>
        <source>Your answer:</source>
        <translation>Sua resposta:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet.py" line="349"/>
        <source>Answer key</source>
        <translation>Gabarito</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet.py" line="355"/>
        <source>Answer: %1.</source>
        <translation>Resposta: %1.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet.py" line="357"/>
        <source>Why “%1” works: %2.</source>
        <translation>Por que “%1” funciona: %2.</translation>
    </message>
</context>
<context>
    <name>WorksheetDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="85"/>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="101"/>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="106"/>
        <source>Export Worksheet</source>
        <translation>Exportar folha de exercícios</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="86"/>
        <source>PDF Document (*.pdf)</source>
        <translation>Documento PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="102"/>
        <source>The worksheet could not be written: %1</source>
        <translation>Não foi possível escrever a folha de exercícios: %1</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="107"/>
        <source>Only %1 different puzzles turned up for these choices; the worksheet has them all.</source>
        <translation>Só apareceram %1 quebra-cabeças diferentes com essas escolhas; a folha traz todos eles.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="112"/>
        <source>Worksheet</source>
        <translation>Folha de exercícios</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="113"/>
        <source>Game:</source>
        <translation>Jogo:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="113"/>
        <source>Difficulty:</source>
        <translation>Dificuldade:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="113"/>
        <source>Puzzles:</source>
        <translation>Quebra-cabeças:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="114"/>
        <source>Paper:</source>
        <translation>Papel:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="114"/>
        <source>Seed:</source>
        <translation>Semente:</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="120"/>
        <source>mixed</source>
        <translation>variada</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="121"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="121"/>
        <source>Letter</source>
        <translation>Carta</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="124"/>
        <source>The same seed gives the same puzzles</source>
        <translation>A mesma semente dá os mesmos quebra-cabeças</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="125"/>
        <source>The worksheet is written in the language the program shows now, with the answer key on separate pages.</source>
        <translation>A folha é escrita no idioma que o programa mostra agora, com o gabarito em páginas separadas.</translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/worksheet_dialog.py" line="126"/>
        <source>Export PDF…</source>
        <translation>Exportar PDF…</translation>
    </message>
</context>
</TS>
