/// The style sheet and the one script of a report page, inline so that the page is one file
/// that needs nothing else (no network, no fonts, works from `file://` and as a CI artifact).
enum HTMLPageAssets {
    /// The page's look: system fonts, a light theme, and the tree indented by its nesting.
    static let style = """
        :root{--fg:#1d1d1f;--muted:#6e6e73;--line:#d2d2d7;--bg:#fbfbfd;--card:#fff;--accent:#0066cc;--error:#c9252d;--warning:#b25000;--note:#4a5f7a;--ok:#1a7f37}
        *{box-sizing:border-box}
        body{margin:0;font:14px/1.45 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--fg);background:var(--bg)}
        header{position:sticky;top:0;z-index:1;display:flex;gap:16px;align-items:center;padding:10px 24px;background:#f5f5f7ee;border-bottom:1px solid var(--line)}
        header h1{font-size:17px;margin:0;font-weight:600}
        header .files{color:var(--muted)}
        #filter{margin-left:auto;width:320px;padding:5px 10px;border:1px solid var(--line);border-radius:8px;font:inherit}
        #shown{color:var(--muted);min-width:8em}
        main{padding:8px 24px 48px;max-width:1200px}
        code,.name,.path,.k,.s,.n,.w,.ref,.fpath{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
        .overview{margin:16px 0;padding:12px 16px;background:var(--card);border:1px solid var(--line);border-radius:10px}
        .overview h2{font-size:15px;margin:0 0 6px}
        .outcome.ok{color:var(--ok)}.outcome.warn{color:var(--warning)}.outcome.bad{color:var(--error)}
        .overview a{color:inherit;text-decoration:none}.overview a:hover .fpath{text-decoration:underline}
        section.file{margin:20px 0;padding:16px 20px;background:var(--card);border:1px solid var(--line);border-radius:10px}
        section.file h2{font-size:15px;margin:0 0 10px;word-break:break-all}
        h3{font-size:14px;margin:18px 0 6px}
        .count{color:var(--muted);font-weight:400}
        dl.summary{display:grid;grid-template-columns:max-content 1fr max-content 1fr;gap:3px 14px;margin:0}
        dl.summary dt{color:var(--muted)}dl.summary dd{margin:0;word-break:break-all}
        dd.ok{color:var(--ok)}dd.warn{color:var(--warning);font-weight:600}dd.bad{color:var(--error);font-weight:600}
        ul.findings{list-style:none;padding:0;margin:8px 0}
        ul.findings li{padding:3px 8px;margin:2px 0;border-left:3px solid;border-radius:3px;word-break:break-word}
        li.error{border-color:var(--error);background:#fdf1f1}li.warning{border-color:var(--warning);background:#fdf6ec}li.note{border-color:var(--note);background:#f3f5f8}
        .sev{font-weight:600;text-transform:uppercase;font-size:11px}.error .sev{color:var(--error)}.warning .sev{color:var(--warning)}.note .sev{color:var(--note)}
        .rule{color:var(--muted)}.help{color:var(--muted);font-size:12px}
        :target{outline:2px solid var(--accent);outline-offset:2px}
        .tree details.obj{margin:2px 0 2px 0;padding-left:18px;border-left:1px solid var(--line)}
        .tree>details.obj{border-left:0;padding-left:0}
        summary{cursor:pointer}
        details.obj>summary{padding:2px 4px;border-radius:4px}
        details.obj>summary:hover{background:#f0f0f5}
        .name{font-weight:600}
        .cls{color:#6f42c1}
        figure.screen{margin:8px 0 16px;max-width:640px}figure.screen svg{width:100%;height:auto;border:1px solid #c9d1dc;border-radius:4px}
        .display{fill:#f4f6fa}.frame{fill:#fff;fill-opacity:.85;stroke:#3a4a63;stroke-width:4}figure.screen text{font:28px sans-serif;fill:#24324a}
        .document{font-family:ui-monospace,monospace;font-size:13px;color:#3a4a63}
        .badge{display:inline-block;padding:0 6px;border-radius:9px;background:#eef1f6;color:#3a4a63;font-size:12px}
        .flag{display:inline-block;padding:0 6px;border-radius:9px;color:#fff;font-size:12px}
        .flag.error{background:var(--error)}.flag.warning{background:var(--warning)}.flag.note{background:var(--note)}
        .own{margin:0 0 4px 22px}
        .path{color:var(--muted);word-break:break-all}
        .coder-error{color:var(--error)}
        details.values>summary{color:var(--accent);font-size:13px}
        ul.kv{list-style:none;margin:2px 0;padding-left:16px;border-left:1px dotted var(--line)}
        ul.kv li{word-break:break-word}
        .k{color:#0b5394}.s{color:#a31515}.n{color:#098658}.w{color:#795e26}.t{color:var(--muted)}
        a.ref{color:var(--accent);text-decoration:none}a.ref:hover{text-decoration:underline}
        .dangling{color:var(--error)}
        .responders .ref{margin-right:12px}
        .none{color:var(--muted)}
        """

    /// Filters the tree as the box is typed in: an object stays when its own line, path or
    /// values hold the text, or an object below it does. Marks the page when it ran, so a
    /// test can tell it was allowed to.
    static let script = """
        (function(){var box=document.getElementById('filter'),shown=document.getElementById('shown');box.hidden=false;
        var nodes=Array.prototype.slice.call(document.querySelectorAll('.obj')).reverse();
        var texts=nodes.map(function(n){var t='';for(var i=0;i<n.children.length;i++){var c=n.children[i];if(c.tagName==='SUMMARY'||c.classList.contains('own'))t+=c.textContent+'\\n';}return t.toLowerCase();});
        function apply(){var q=box.value.trim().toLowerCase(),keep=new Set(),count=0;
        nodes.forEach(function(n,i){var own=q!==''&&texts[i].indexOf(q)>=0,k=q===''||own||keep.has(n);n.style.display=k?'':'none';
        if(k){count++;var p=n.parentElement&&n.parentElement.closest('.obj');if(p)keep.add(p);}
        if(own){var v=n.querySelector(':scope>.own>details.values');if(v)v.open=true;}});
        shown.textContent=q===''?'':count+' of '+nodes.length+' shown';}
        box.addEventListener('input',apply);document.documentElement.setAttribute('data-script','ran');})();
        """

    /// The script's SHA-256, base64: the page's Content-Security-Policy allows this script and
    /// no other, so that even markup that got in could run nothing. (`HTMLReportTests` checks it.)
    static let scriptHash = "sha256-ZJVQ2C0J9TPq9wVebrW/R52c+8VS6HbWuZEqn56Ngz4="
}
