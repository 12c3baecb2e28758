// A CommonJS user: `require` of the ES module library, which Node supports from 20.19 (the engines floor).
const { Board, solve } = require('@lightsout/core');

console.log(solve(Board.filled(3, 3)).pressCount);
