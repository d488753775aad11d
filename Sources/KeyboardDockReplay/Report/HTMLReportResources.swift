/// The report's style sheet and script, inlined in the page so that it loads no file, and compiled
/// into the binary so that `kbdock` writes a report from any folder.
///
/// The script plays the frames back: each `section.scenario` parses its own `script.frames` JSON
/// (see ``HTMLFrameJSON``) and moves the screen's elements, drawn in container points, by writing
/// recorded values into SVG attributes. Without JavaScript the page still shows the opening frame
/// and the plots. The script is in `HTMLReportScript.swift`.
enum HTMLReportResources {
  /// The CSS.
  static let css = #"""
    :root{color-scheme:light;--ink:#212529;--muted:#5c636a;--line:#dee2e6;--bad:#c92a2a;--badbg:#fff0f0;
      --kd:#1864ab}
    *{box-sizing:border-box}
    body{margin:0;padding:24px 28px 48px;font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",
      Roboto,"Helvetica Neue",Arial,"DejaVu Sans",sans-serif;color:var(--ink);background:#f8f9fa}
    h1{font-size:24px;margin:0 0 4px}
    h2{font-size:19px;margin:0 0 2px}
    code{font:12.5px ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;
      background:#f1f3f5;padding:1px 4px;border-radius:4px}
    .lead{color:var(--muted);margin:0 0 16px;max-width:70em}
    .scenario{background:#fff;border:1px solid var(--line);border-radius:10px;padding:18px 20px;
      margin:18px 0}
    .facts{color:var(--muted);margin:0 0 12px;font-size:13px}
    .note{background:#fff9db;border:1px solid #ffe066;border-radius:6px;padding:6px 10px;font-size:13px}
    .layout{display:grid;grid-template-columns:320px minmax(0,1fr);gap:22px;align-items:start}
    .wide .layout{grid-template-columns:440px minmax(0,1fr)}
    .screen{width:100%;height:auto;max-height:640px;display:block;margin:0 auto}
    .screen .bezel{fill:#2b2f33}
    .screen .container{fill:#f8f9fb}
    .screen .safe rect{fill:#adb5bd;fill-opacity:.35}
    .screen .keyboard .h-kb{fill:#ced2d9}
    .screen .keys{fill:#fdfdfe;stroke:#b8bec7;stroke-width:.6}
    .screen .model-bar{fill-opacity:.14;stroke-width:3}
    .screen .field{fill:#fff}
    .screen .glass{fill-opacity:.45;stroke:#fff;stroke-opacity:.9;stroke-width:1.5}
    .screen .send{fill:#a5d8ff}
    .screen .bubbles .in{fill:#e9ecef}
    .screen .bubbles .out{fill:#d0ebff}
    .screen .bubbles .text{fill:#adb5bd;fill-opacity:.55}
    .controls{display:flex;gap:8px;align-items:center;margin:10px 0 6px}
    .controls .scrub{flex:1;min-width:0}
    .controls button{font:inherit;padding:3px 12px;border-radius:6px;border:1px solid #adb5bd;
      background:#fff;cursor:pointer;min-width:64px}
    .controls select{font:inherit;padding:2px}
    .readout{margin:4px 0;font-size:13px;display:flex;flex-wrap:wrap;gap:4px 12px}
    .readout b{font-variant-numeric:tabular-nums;font-weight:600}
    table{border-collapse:collapse;font-size:13px}
    th,td{padding:3px 8px;border-bottom:1px solid var(--line);text-align:left;vertical-align:middle}
    thead th{font-weight:600;color:var(--muted);border-bottom:2px solid var(--line)}
    tbody th{font-weight:500}
    td.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
    td.bad{color:var(--bad);background:var(--badbg);font-weight:600}
    .readout-table{width:100%}
    .dot{display:inline-block;width:10px;height:10px;border-radius:50%;margin-right:6px}
    .metrics{margin-top:16px;min-width:60%}
    .metrics caption{text-align:left;font-weight:600;padding:0 0 6px}
    .overview{background:#fff;border:1px solid var(--line)}
    .overview a{color:var(--kd)}
    .tag{display:inline-block;font-size:11px;padding:0 6px;border-radius:8px;background:#fff4e6;
      color:#a34a00;border:1px solid #ffd8a8}
    .legend{list-style:none;display:flex;flex-wrap:wrap;gap:4px 18px;margin:0 0 6px;padding:0;
      font-size:13px}
    .legend li{display:flex;align-items:center;gap:6px}
    .swatch{width:28px;height:10px;vertical-align:middle}
    .kb-swatch{display:inline-block;width:28px;height:6px;border-radius:3px;background:#adb5bd}
    figure{margin:0 0 14px}
    figcaption{font-size:13px;color:var(--muted);margin-bottom:2px}
    .plot{width:100%;height:auto;display:block;cursor:crosshair}
    .plot text{font-size:12px;fill:#495057}
    .plot .axis line{stroke:#868e96}
    .plot .axis .grid{stroke:#edf0f2}
    .plot .axis .frame{fill:none;stroke:#ced4da}
    .plot .axis .title{font-size:13px;fill:#343a40}
    .plot .reference line{stroke:#495057;stroke-dasharray:5 4;stroke-width:1}
    .plot .reference text,.plot .marks text{paint-order:stroke;stroke:#fff;stroke-width:3px;
      stroke-linejoin:round}
    .plot .reference text{fill:#495057;font-size:11px}
    .plot .marks line{stroke:#9c36b5;stroke-width:1;stroke-dasharray:3 3}
    .plot .marks text{fill:#862e9c;font-size:11px}
    .plot .cursor{stroke:#212529;stroke-width:1.2}
    .plot .empty{font-size:14px;fill:#5c636a}
    @media (max-width:900px){.layout{grid-template-columns:minmax(0,1fr)}.screen-column{
      max-width:340px}}
    """#
}
