export { DemoRequestForm } from './demo-request-form';
