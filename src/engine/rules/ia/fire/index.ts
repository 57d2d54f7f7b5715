export { fireHandlers, type FireCommand } from "./command";
