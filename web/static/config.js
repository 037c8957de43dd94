// How the page reaches the engine. Served as a static file, the page runs
// the engine in the browser (main.wasm) with the decks listed here, read
// from decks/NAME.txt. `mtgs serve --listen` serves its own config.js,
// which points the page at its WebSocket instead.
var mtgsConfig = {
  transport: "wasm",
  decks: ["red_green_stompy", "white_blue_skies", "black_red_removal", "blue_black_control",
          "green_white_overrun", "today_red_green", "today_white_blue"],
};
