export { CardModel } from "./card-model";
