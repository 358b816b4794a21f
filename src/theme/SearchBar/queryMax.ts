// The longest search a box takes, in characters: far beyond any real question, and short enough that
// /search?q=… stays well inside nginx's 8 KB request line once percent-encoded (9 bytes a character
// at most), so a reload never meets a bare "414 Request-URI Too Large".
export const QUERY_MAX = 200;
