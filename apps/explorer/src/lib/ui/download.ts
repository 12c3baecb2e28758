/** Browser downloads: a canvas as PNG, or text as a file. */

/** Saves `canvas` as a PNG file named `name`. */
export function downloadCanvas(canvas: HTMLCanvasElement, name: string): void {
  canvas.toBlob((blob) => {
    if (blob) saveBlob(blob, name);
  }, 'image/png');
}

/** Saves `text` as a file named `name`, of media type `type` (plain text by default). */
export function downloadText(text: string, name: string, type = 'text/plain'): void {
  saveBlob(new Blob([text], { type }), name);
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
