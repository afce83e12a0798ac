export * from "./icons.js";
