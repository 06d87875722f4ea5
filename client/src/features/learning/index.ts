// What other features may use of learning: the module route's overview (the creator tools put their engine beside it).
export { default as ModulePage } from './routes/module-page';
