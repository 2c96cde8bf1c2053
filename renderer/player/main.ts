import { mount } from 'svelte';
import '../app.css';
import PlayerApp from './PlayerApp.svelte';

/**
 * The players' screen (issue 21): a page that draws the projection the GM's app sends it and nothing else. It
 * imports nothing of the GM's storage (no Dexie, nothing from renderer/db) and opens no database.
 */
const target = document.getElementById('player');
if (!target) throw new Error('player.html has no #player element');
mount(PlayerApp, { target });
