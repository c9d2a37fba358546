<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="203"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="204"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="205"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="206"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="207"/>
        <source>&amp;Tidy up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="208"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="209"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="210"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="211"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="212"/>
        <source>Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="214"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="214"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="214"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="215"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="215"/>
        <source>&amp;Import GraphML or GML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="216"/>
        <source>&amp;Print…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="216"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="217"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="217"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="217"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="217"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="218"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="218"/>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="218"/>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="219"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="219"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="219"/>
        <source>&amp;Fit to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="220"/>
        <source>Show &amp;Crossings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="220"/>
        <source>&amp;Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="220"/>
        <source>&amp;Snap to Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="221"/>
        <source>Classroom &amp;Mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="221"/>
        <source>&amp;Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="221"/>
        <source>&amp;Drawing Page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="222"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="222"/>
        <source>Select and Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="222"/>
        <source>Straight Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="223"/>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="223"/>
        <source>&amp;About Graph Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="228"/>
        <source>Draw: click to place a vertex, drag from a vertex to another to draw an edge (D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="229"/>
        <source>Select and move: click or drag a box to select, drag vertices to move them (S)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="230"/>
        <source>Draw straight edges (or hold Shift while drawing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="231"/>
        <source>GraphML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="231"/>
        <source>GML…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="231"/>
        <source>PNG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="232"/>
        <source>SVG Image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="232"/>
        <source>PDF Document…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="235"/>
        <source>Spring Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="235"/>
        <source>Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="235"/>
        <source>Planar (No Crossings)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="239"/>
        <source>Play %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="241"/>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CanvasView</name>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/view.py" line="208"/>
        <source>Vertex label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/view.py" line="208"/>
        <source>Label:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChompView</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="81"/>
        <source>removes vertex %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="83"/>
        <source>removes edge %1–%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="103"/>
        <source>&lt;b&gt;%1 to move wins&lt;/b&gt; with perfect play: the Grundy value is %2, not 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="105"/>
        <source>Winning moves (highlighted): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="107"/>
        <source>&lt;b&gt;%1 to move loses&lt;/b&gt; against perfect play: the Grundy value is 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="108"/>
        <source>Why: every move leaves a position of nonzero value, and from there the opponent can always move back to value 0; the last vertex falls to the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="110"/>
        <source>This position is too big to solve within the time budget (%1 of %2 moves examined).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="113"/>
        <source>Winning moves found so far are highlighted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="117"/>
        <source>%1 vertices: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="118"/>
        <source>Component values (the position&apos;s value is their XOR): %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="128"/>
        <source>A path: take its middle vertex or edge, leaving two equal paths, then copy every move of the opponent on the other path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="129"/>
        <source>A forest with %1 vertices and %2 edges: leave an even number of vertices and an even number of edges after your move, every time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="130"/>
        <source>A forest with an even number of vertices (%1) and of edges (%2): the player to move loses, since every move breaks the even-even pattern and the opponent restores it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="131"/>
        <source>A bipartite graph with %1 vertices and %2 edges: the even-even strategy works here too (value = [v odd] + 2·[e odd]).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="132"/>
        <source>A bipartite graph with an even number of vertices (%1) and of edges (%2): the player to move loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="133"/>
        <source>A cycle: every move turns it into a path, which the opponent wins. The player to move loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/chomp_view.py" line="134"/>
        <source>A complete graph: the player to move loses exactly when the number of vertices (%1) is a multiple of 3; the even-even rule does not apply.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Commands</name>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="16"/>
        <source>Add vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="29"/>
        <source>Draw edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="29"/>
        <source>Draw straight edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="45"/>
        <source>Move vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="45"/>
        <source>Move vertices</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="74"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="74"/>
        <source>Delete vertex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="74"/>
        <source>Delete edge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="102"/>
        <source>Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/canvas/commands.py" line="128"/>
        <source>Rename vertex</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EditorPage</name>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="50"/>
        <source>Measures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="122"/>
        <source>Nothing pasted: no free place was found for the copied vertices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="131"/>
        <source>This graph is not planar: it cannot be drawn without crossings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="143"/>
        <source>Tidy up (spring)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="143"/>
        <source>Tidy up (circle)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/editor.py" line="144"/>
        <source>Tidy up (planar)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="208"/>
        <source>The computer could not move: %1</source>
        <extracomment>The computer never answers faster than this, so a person sees what happened.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="223"/>
        <source>This position is too big to solve in time: the computer plays the best move its search found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="307"/>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="339"/>
        <source>You win!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="339"/>
        <source>The computer wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="341"/>
        <source>%1 wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="342"/>
        <source>Game over. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="344"/>
        <source>Game over: a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="346"/>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="350"/>
        <source>Your move (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="352"/>
        <source>%1 to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="355"/>
        <source>Showing move %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="360"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="361"/>
        <source>Undo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="362"/>
        <source>Redo move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="363"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="364"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="365"/>
        <source>Teaching layer: values, winning moves, strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="366"/>
        <source>Moves:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="367"/>
        <source>First position</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="367"/>
        <source>Previous move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="368"/>
        <source>Next move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/views/game_page.py" line="368"/>
        <source>Last move</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameSetupDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="45"/>
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="49"/>
        <source>The graph on the drawing page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="59"/>
        <source>Two players at this screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="60"/>
        <source>Against the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="71"/>
        <source>Board:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="72"/>
        <source>Random seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="74"/>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="75"/>
        <source>Computer level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="77"/>
        <source>Who starts:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="79"/>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="98"/>
        <source>You (Player A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/setup_dialog.py" line="99"/>
        <source>The computer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="111"/>
        <source>Graph Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="112"/>
        <source>Draw a graph freehand, or choose a game and a board from the library.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="116"/>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="117"/>
        <source>Draw a graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="119"/>
        <source>Click to place vertices, drag from vertex to vertex to draw edges. Save, export and play on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/home.py" line="120"/>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="264"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="291"/>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="299"/>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="339"/>
        <source>The Portuguese translation is missing from this installation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="354"/>
        <source>About Graph Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="355"/>
        <source>&lt;h3&gt;Graph Games&lt;/h3&gt;&lt;p&gt;Draw graphs freehand and play mathematical games on them.&lt;/p&gt;&lt;p&gt;Built with Qt (PySide6), networkx, shapely and igraph.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="360"/>
        <source>Graph Games drawings (*.graph.json *.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="360"/>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="367"/>
        <source>Unsaved changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="367"/>
        <source>The drawing has unsaved changes. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="384"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="422"/>
        <source>Cannot open file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="431"/>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="446"/>
        <source>Cannot save file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="453"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="459"/>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="460"/>
        <source>Graphs (*.graphml *.gml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="479"/>
        <source>GraphML (*.graphml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="479"/>
        <source>GML (*.gml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="480"/>
        <source>PNG image (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="480"/>
        <source>SVG image (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="481"/>
        <source>PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="483"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="500"/>
        <source>Cannot export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="502"/>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="532"/>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="543"/>
        <source>Autosave failed: the data folder cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="550"/>
        <source>Recover drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/main_window.py" line="551"/>
        <source>Graph Games did not close properly last time. Recover the autosaved drawing?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MeasuresPanel</name>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="47"/>
        <source>Vertices</source>
        <extracomment>Above this many vertices the exact (quadratic) diameter waits for a quiet moment.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="47"/>
        <source>Edges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="47"/>
        <source>Crossings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="48"/>
        <source>Components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="48"/>
        <source>Trivial components</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="49"/>
        <source>Diameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="49"/>
        <source>Maximum degree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="50"/>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="50"/>
        <source>Forest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="50"/>
        <source>Bipartite</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="51"/>
        <source>Drawn without crossings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="51"/>
        <source>Planar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="66"/>
        <source>yes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/measures_panel.py" line="66"/>
        <source>no</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Rules</name>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="13"/>
        <source>Chomp the Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="14"/>
        <source>Two players take turns. On your turn, remove one vertex together with all its edges, or remove one edge alone. Whoever removes the last vertex wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="15"/>
        <source>Click a vertex or an edge on the board to remove it. Player A moves first unless chosen otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="16"/>
        <source>Strategy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="17"/>
        <source>Chomp is impartial: both players have the same moves. Every position has a Grundy value; the player to move loses exactly when it is 0. A position made of several pieces has the XOR of the pieces&apos; values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="18"/>
        <source>For every bipartite graph (paths, trees, forests, even cycles included) the value is [v odd] + 2·[e odd], where v counts vertices and e edges: leave an even number of both and you win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="19"/>
        <source>The rule source&apos;s claims, checked by this program</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="21"/>
        <source>Paths, stars and all trees: the first player wins. &lt;b&gt;Holds.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="22"/>
        <source>Cycles: the second player wins. &lt;b&gt;Holds&lt;/b&gt; (odd cycles too).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="23"/>
        <source>Forests and bipartite graphs: the second player wins exactly when v and e are both even. &lt;b&gt;Holds.&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="24"/>
        <source>Complete graphs: the second player wins exactly when the number of vertices is a multiple of 3. &lt;b&gt;Holds&lt;/b&gt; for K1 to K9, as far as this program has checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="25"/>
        <source>&quot;Always pass an even-even graph&quot; as a general strategy: &lt;b&gt;fails&lt;/b&gt;. In K4, taking a vertex leaves K3 (3 vertices, 3 edges) and wins, while no move leaves an even number of both.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../graphgames_desktop/ui/rules_panel.py" line="47"/>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="15"/>
        <source>Chomp the Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="21"/>
        <source>Remove a vertex with its edges, or a single edge. Whoever removes the last vertex wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="27"/>
        <source>Path P4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="27"/>
        <source>Path P7</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="28"/>
        <source>Cycle C5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="28"/>
        <source>Cycle C6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="28"/>
        <source>Cycle C9</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="29"/>
        <source>Star K1,5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="30"/>
        <source>Complete graph K4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="30"/>
        <source>Complete graph K5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="31"/>
        <source>Complete graph K6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="32"/>
        <source>Complete bipartite K2,3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="32"/>
        <source>Utility graph K3,3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="33"/>
        <source>Wheel W6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="33"/>
        <source>Wheel W8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="34"/>
        <source>Triangular prism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="34"/>
        <source>Pentagonal prism</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="35"/>
        <source>Cube Q3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="35"/>
        <source>Petersen graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="35"/>
        <source>Dodecahedron</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="36"/>
        <source>Moser spindle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="36"/>
        <source>Hajós graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="37"/>
        <source>Grötzsch graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="37"/>
        <source>Heawood graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="38"/>
        <source>Bamboo stalks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="38"/>
        <source>Tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="38"/>
        <source>House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="39"/>
        <source>Flower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="39"/>
        <source>Christmas tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="39"/>
        <source>Girl</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="40"/>
        <source>Random tree</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="40"/>
        <source>Random graph G(8, 0.4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="41"/>
        <source>Random rooted picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="47"/>
        <source>Refused: an edge must join two different vertices (no loops).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="48"/>
        <source>Refused: these two vertices are already joined (no double edges).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="49"/>
        <source>Refused: an edge must end on a vertex. Release the stroke on another vertex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="50"/>
        <source>Refused: the stroke runs through another vertex; an edge joins exactly two vertices.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="51"/>
        <source>Refused: too close to another vertex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="52"/>
        <source>Refused: a vertex cannot be placed on a crossing of edges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="53"/>
        <source>Refused: a vertex cannot be placed on an edge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="54"/>
        <source>Refused: an edge of this vertex would run through another vertex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="55"/>
        <source>Refused: that position is outside the paper.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="56"/>
        <source>Refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="61"/>
        <source>This file is not a Graph Games drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="62"/>
        <source>This file was made by a newer version of Graph Games (format version %1). Please update the application.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="63"/>
        <source>The file is damaged or truncated (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="64"/>
        <source>The file is not text; it may be damaged or of another kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="65"/>
        <source>The file has an invalid value in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="66"/>
        <source>The file is missing required data (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="67"/>
        <source>The file has an edge that cannot be drawn (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="68"/>
        <source>The file is too large to open safely.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="69"/>
        <source>The file could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="70"/>
        <source>The file could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="71"/>
        <source>The saved game record is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="72"/>
        <source>The saved game record has an illegal move (move %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="73"/>
        <source>The saved game is of a kind this version does not know (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="74"/>
        <source>The file could not be opened (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="80"/>
        <source>Some vertices had no position; they were placed automatically.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="81"/>
        <source>Loops were removed: this drawing holds simple graphs only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="82"/>
        <source>Double edges were merged: this drawing holds simple graphs only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="88"/>
        <source>That vertex is no longer on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="89"/>
        <source>That edge is no longer on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="90"/>
        <source>That is not a move of this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="91"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="92"/>
        <source>Wait: it is the computer&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="93"/>
        <source>You are replaying an earlier position; go to the last move to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="94"/>
        <source>That move is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="98"/>
        <source>Player A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="98"/>
        <source>Player B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="102"/>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="102"/>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../graphgames_desktop/ui/texts.py" line="102"/>
        <source>Perfect</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
