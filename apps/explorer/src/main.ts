import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

/** Entry point: mounts the explorer into `#app`. */
const app = mount(App, { target: document.getElementById('app')! });

export default app;
