// Hand-written on purpose: Vietnamese needs Unicode folding plus đ→d only; slug packages' character
// maps do the same in more code.
// Shared by the gateway and the admin's editors (a new item's slug is proposed as the gateway will store it).

/** "Đêm nhạc Jazz" -> "dem-nhac-jazz": diacritics folded, lower case, dashes. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
}
