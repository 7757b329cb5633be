import { createHash } from 'node:crypto';

/**
 * The inbox's stylesheet, served by the service at a path named after its content, so a phone
 * keeps it for a year and a new version is a new address (docs/office.md). Small on purpose:
 * system fonts, one column on a phone, cards side by side on a desktop.
 */
export const officeCss = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1f24;background:#f3f5f8}
h1{font-size:1.35rem;margin:0}
h2{font-size:1.1rem;margin:1.5rem 0 .75rem}
h3{font-size:1.05rem;margin:0}
a{color:#0b57b0}
main{padding:0 1rem 2rem;max-width:72rem;margin:0 auto}
.narrow{max-width:24rem;padding-top:2rem}
.top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;background:#12325a;color:#fff}
.top a,.top .link{color:#fff}
.top nav{display:flex;gap:1rem;align-items:center}
.who{margin:0;font-size:.9rem;opacity:.85}
.stack{display:grid;gap:.5rem}
.hint{font-size:.85rem;color:#56606b}
input{font:inherit;padding:.6rem .7rem;border:1px solid #8a94a0;border-radius:.4rem;width:100%}
button,.button{font:inherit;display:inline-block;padding:.55rem .9rem;border:0;border-radius:.4rem;background:#0b57b0;color:#fff;text-decoration:none;cursor:pointer;min-height:44px}
.button--whatsapp{background:#137a3a}
button.link{background:none;padding:0;min-height:0;text-decoration:underline}
form{margin:0}
.notice{padding:.6rem .8rem;border-radius:.4rem;background:#e5f1e7;border:1px solid #9ccaa6}
.notice--error{background:#fdeceb;border-color:#e7a19b}
.summary{font-weight:600}
.lead{background:#fff;border:1px solid #d5dbe2;border-left:4px solid #0b57b0;border-radius:.5rem;padding:.8rem 1rem;margin:0 0 .8rem}
.lead--called{border-left-color:#137a3a}
.lead--held{border-left-color:#b25e00}
.lead--review{border-left-color:#7a5cb3}
.lead header{display:flex;gap:.5rem;align-items:baseline;flex-wrap:wrap}
.tag{font-size:.8rem;padding:0 .4rem;border-radius:.3rem;background:#ece8f5}
.tag--held{background:#fbe8d3}
.when{margin:.1rem 0 .5rem;color:#56606b;font-size:.9rem}
.contact{display:flex;gap:.5rem;flex-wrap:wrap;margin:.4rem 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.15rem .75rem;margin:.5rem 0;font-size:.95rem}
dt{color:#56606b}
dd{margin:0;overflow-wrap:anywhere;white-space:pre-line}
.due,.called{margin:.5rem 0 .3rem;font-weight:600}
.due--late{color:#b3261e}
.called{color:#137a3a}
.channels{list-style:none;padding:0;margin:.5rem 0;font-size:.95rem}
.channel{display:flex;gap:.5rem;align-items:center;justify-content:space-between;flex-wrap:wrap;padding:.25rem 0;border-top:1px solid #eef1f4}
.channel--failed,.channel--stopped{color:#b3261e}
.error{font-size:.85rem;color:#56606b}
.chart{background:#fff;border:1px solid #d5dbe2;border-radius:.5rem;padding:.8rem 1rem;margin-top:1.5rem}
.chart h2{margin-top:0}
.chart__svg{width:100%;max-width:44rem;height:auto;display:block}
.chart__axis{stroke:#8a94a0;stroke-width:1}
.chart__label{font-size:9px;fill:#56606b}
.chart__legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;font-size:.9rem}
.swatch{display:inline-block;width:.8rem;height:.8rem;border-radius:.15rem;margin-right:.3rem;vertical-align:-.05rem}
.c0{fill:#0b57b0;background:#0b57b0}.c1{fill:#e07b00;background:#e07b00}.c2{fill:#137a3a;background:#137a3a}
.c3{fill:#b3261e;background:#b3261e}.c4{fill:#7a5cb3;background:#7a5cb3}.c5{fill:#6b7480;background:#6b7480}
.table-wrap{overflow-x:auto}
table{border-collapse:collapse;font-size:.85rem;margin-top:.5rem}
th,td{padding:.2rem .5rem;border-bottom:1px solid #eef1f4;text-align:right}
th[scope=row],caption{text-align:left}
.table-wrap:focus-visible{outline:2px solid #0b57b0}
.report{background:#fff;margin-bottom:1.5rem}
.report caption{font-weight:600;padding:.3rem 0}
.report thead th{vertical-align:bottom;min-width:4.5rem}
.report th[scope=colgroup]{text-align:center}
.report td{white-space:nowrap}
.spam{margin-top:1.5rem}
.pages{display:flex;gap:1.5rem;margin:.5rem 0 1rem}
.csv-range{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:1.5rem 0}
.csv-range input{width:auto}
.held{background:#fff8ef;border:1px solid #e8c9a0;border-left:4px solid #b25e00;border-radius:.5rem;padding:.8rem 1rem;margin:1rem 0}
.held h2{margin-top:0}
.held-sources{list-style:none;padding:0;margin:.5rem 0}
.held-sources li{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;padding:.4rem 0;border-top:1px solid #f0dcc2}
.held-sources li span{flex:1 1 16rem;overflow-wrap:anywhere}
.held-window fieldset{display:flex;flex-wrap:wrap;gap:.5rem;align-items:flex-end;border:1px solid #e8c9a0;border-radius:.4rem}
.held-window input{width:auto}
button.danger{background:#b3261e}
.top nav{flex-wrap:wrap;gap:.4rem 1rem}
.top nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
.queue{list-style:none;padding:0;margin:0}
.q-row{position:relative;background:#fff;border:1px solid #d5dbe2;border-left:4px solid #0b57b0;border-radius:.5rem;padding:.5rem .6rem;margin:0 0 .5rem}
.q-row--late{border-left-color:#b3261e}
.q-row summary{cursor:pointer;list-style-position:outside;margin-left:1rem;padding-right:4.5rem;min-height:44px}
.q-row details[open] summary{margin-bottom:.5rem}
.q-row .lead{border:0;padding:0;margin:0}
.q-main{overflow-wrap:anywhere}
.q-time{display:inline-block;font-weight:600;font-size:.9rem;white-space:nowrap}
.q-row--late .q-time{color:#b3261e}
.q-call{position:absolute;top:.5rem;right:.6rem}
.tag{display:inline-block;margin:0 .25rem 0 0}
.tag--hi{background:#fff1c2}
.tag--taken{background:#dcebff}
.repeat{margin:.3rem 0;font-size:.95rem}
.work{border-top:1px solid #eef1f4;margin-top:.5rem;padding-top:.5rem}
.status{margin:.2rem 0 .5rem}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:.3rem 0}
.inline{display:inline}
.outcome,.history{margin:.5rem 0}
.outcome summary,.history summary{cursor:pointer;color:#0b57b0;padding:.3rem 0}
.outcome p{margin:.3rem 0}
.outcome label{display:block;font-size:.9rem;color:#3b444e}
select,textarea{font:inherit;padding:.5rem .6rem;border:1px solid #8a94a0;border-radius:.4rem;width:100%;background:#fff}
.history ol{margin:.3rem 0;padding-left:1.2rem;font-size:.9rem}
.filters{display:grid;grid-template-columns:1fr;gap:.3rem;background:#fff;border:1px solid #d5dbe2;border-radius:.5rem;padding:.8rem 1rem;margin:1rem 0}
.filters button{justify-self:start}
@media (min-width:40rem){.filters{grid-template-columns:max-content 1fr max-content 1fr;align-items:center;gap:.5rem .75rem}}
#alerts{margin:0;font-size:.9rem}
#alerts input{width:auto;margin:0 .4rem 0 0}
select{min-height:44px}
.people{list-style:none;padding:0;margin:0}
.person{background:#fff;border:1px solid #d5dbe2;border-radius:.5rem;padding:.8rem 1rem;margin:0 0 .8rem;display:grid;gap:.5rem}
.person h3,.person p{margin:0}
.row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.narrow-form{max-width:24rem}
.quote{border-top:1px solid #eef1f4;margin-top:.5rem;padding-top:.5rem}
.final-price fieldset{border:1px solid #d5dbe2;border-radius:.5rem;overflow-x:auto}
.final-price td,.final-price th{padding:.3rem .4rem;text-align:left;vertical-align:top}
.final-price input[name^=amount_]{width:7rem}
.final-price select{margin-bottom:.3rem}
.password code{font-size:1.3rem;overflow-wrap:anywhere}
@media (min-width:60rem){.leads{display:grid;grid-template-columns:1fr 1fr;gap:.8rem}}
`;

/** Where the stylesheet is served: its address changes with its content. */
export const officeStylesheetPath = `/office/office-${createHash('sha256').update(officeCss).digest('hex').slice(0, 12)}.css`;
