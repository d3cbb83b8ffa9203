/** How the sandbox feed lays out what a post carries, as LinkedIn does. */

/** A post's attachment, ready to show: files by their address on the sandbox. */
export type FeedAttachment =
  | { kind: 'images'; images: { url: string | null; altText: string }[] }
  | { kind: 'document'; title: string; url: string | null; pages: number | null; slides: string[] }
  | {
      kind: 'article';
      source: string;
      title: string;
      description: string | null;
      thumbnail: string | null;
    }
  | {
      kind: 'poll';
      question: string;
      options: string[];
      duration: string;
      votes: number[];
      /** The viewer's own vote, by option index. */
      mine: number | null;
    };

export const ATTACHMENT_STYLE = `
.images{display:grid;gap:2px;margin:12px -24px 0;background:#fff}
.images img{width:100%;height:100%;object-fit:cover;display:block}
.images.n1 img{height:auto;max-height:560px;object-fit:contain;background:#f3f2ef}
.images.n2{grid-template-columns:1fr 1fr;aspect-ratio:2/1}
.images.n3{grid-template-columns:2fr 1fr;grid-template-rows:1fr 1fr;aspect-ratio:3/2}
.images.n3 .tile:first-child{grid-row:span 2}
.images.n4{grid-template-columns:repeat(3,1fr);grid-template-rows:2fr 1fr;aspect-ratio:1/1}
.images.n4 .tile:first-child{grid-column:span 3}
.tile{position:relative;overflow:hidden;min-height:0}
.more{position:absolute;inset:0;background:rgba(0,0,0,.55);color:#fff;font-size:28px;font-weight:600;display:flex;align-items:center;justify-content:center}
.document{margin:12px -24px 0;border-top:1px solid #e0dfdc;border-bottom:1px solid #e0dfdc}
.doc-head{padding:8px 16px;font-weight:600;display:flex;justify-content:space-between}
.doc-head small{color:#666;font-weight:400}
.slides{display:flex;overflow-x:auto;scroll-snap-type:x mandatory;gap:0;background:#f3f2ef}
.slides figure{margin:0;flex:0 0 100%;scroll-snap-align:start;position:relative}
.slides img{width:100%;display:block}
.slides figcaption{position:absolute;right:8px;bottom:8px;background:rgba(0,0,0,.6);color:#fff;border-radius:4px;padding:0 6px;font-size:12px}
.document object{width:100%;height:420px;display:block}
.article{display:flex;gap:12px;align-items:center;margin:12px -24px 0;background:#eef3f8;text-decoration:none;color:inherit}
.article img{width:128px;height:72px;object-fit:cover;display:block}
.article .card-text{padding:8px 12px}
.article strong{display:block}
.article small{color:#666}
.poll{border:1px solid #e0dfdc;border-radius:8px;padding:12px 16px;margin-top:12px}
.poll h2{font-size:16px;margin:0 0 8px}
.poll form{margin:6px 0}
.poll button{width:100%;background:#fff;color:#0a66c2;border:1px solid #0a66c2}
.result{border-radius:4px;background:#f3f2ef;margin:6px 0;padding:6px 10px;display:grid;grid-template-columns:1fr 2fr auto;gap:8px;align-items:center}
.result progress{width:100%;accent-color:#0a66c2}
.result.mine{font-weight:600}
.poll small{color:#666}
`;
