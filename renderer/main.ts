import { mount } from 'svelte';
import App from './App.svelte';
import './app.css';

// Ask the browser not to evict the campaigns under storage pressure.
void navigator.storage?.persist?.().catch(() => false);

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
mount(App, { target });
