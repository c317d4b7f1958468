// Rules page content: Portuguese. Same keys as en.js.

export default {
  meta: {
    name: 'Português',
    htmlLang: 'pt',
  },
  ui: {
    title: 'Regras do Hnefatafl de Copenhague',
    heading: 'Como jogar Hnefatafl de Copenhague',
    lead: [
      'O hnefatafl é o jogo viking do rei e da sua guarda: um pequeno exército protege o rei e tenta levá-lo a salvo, enquanto uma tropa com o dobro do tamanho tenta capturá-lo. Esta página conta de onde vem o jogo, apresenta todas as regras que usamos, cada uma com um pequeno diagrama, e depois ajuda você nas primeiras partidas.',
    ],
    back: '← Voltar ao jogo',
    language: 'Idioma',
    toc: 'Sumário',
    anchor: 'Link para esta seção',
    rulesetLabel: 'Conjunto de regras:',
    top: 'Voltar ao topo',
    skip: 'Pular para as regras',
  },
  legend: {
    title: 'Como ler os diagramas',
    attacker: 'atacante (vermelho-escuro)',
    defender: 'defensor (azul-claro)',
    king: 'rei (azul-claro com uma cruz)',
    special: 'trono ou canto (marcado com uma runa)',
    move: 'o lance que acabou de ser jogado (âmbar)',
    taken: 'peça capturada (riscada)',
    dot: 'casa que a peça pode alcançar',
  },
  sections: {
    history: {
      title: 'De onde vem o jogo',
      body: [
        '**Tafl** é o nome de uma família de jogos de tabuleiro do norte da Europa, jogados durante séculos antes de o xadrez chegar lá. Peças e pedaços de tabuleiros são achados frequentes da arqueologia da Era Viking em todo o mundo nórdico, e as sagas falam do jogo. O **hnefatafl** é o mais famoso deles. O nome vem de *hnefi*, o “punho”: a peça do meio, que chamamos de rei.',
        'Enquanto o jogo estava vivo, ninguém escreveu as regras. No fim da Idade Média o xadrez deixou o tafl de lado e a maneira de jogá-lo foi esquecida; por isso todo conjunto de regras usado hoje é uma reconstrução moderna.',
        'A melhor pista veio tarde e de longe. Em **1732**, o jovem botânico **Carl Lineu**, viajando pela Lapônia, anotou no diário um jogo que os sámi chamavam de **tablut**: tabuleiro 9×9, um rei com oito defensores contra dezesseis atacantes. As notas são curtas, em parte em latim, e deixam pontos essenciais em aberto. A tradução inglesa publicada em 1811 entendeu mal vários deles, e por muito tempo as reconstruções se apoiaram nesse texto falho, de modo que livros diferentes ensinavam jogos bem diferentes.',
        'Nos séculos XX e XXI, jogadores voltaram às fontes e testaram regras no tabuleiro até os dois lados ficarem equilibrados. Dessa busca saíram as regras de **Copenhague** para o tabuleiro 11×11, das mais detalhadas que existem: rei armado, trono e cantos hostis, captura de fileiras inteiras na borda (a muralha de escudos), vitória dos defensores com um forte inexpugnável na borda (o forte de saída) e vitória dos atacantes por cerco completo.',
        'Reconstruir obriga a escolher, e as escolhas pesam. Se o rei é armado (se participa das capturas), quantos atacantes são precisos para pegá-lo, quais casas contam como hostis, o que acontece quando uma posição se repete: cada ponto desses desloca o equilíbrio entre os lados. Registros de partidas, problemas e a força de um adversário de computador só fazem sentido quando todos sabem exatamente quais regras foram usadas. Por isso as nossas têm nome e estão congeladas: o motor, esta página e os testes seguem um só texto, e qualquer mudança significaria um nome novo. Atenção especial: **não** usamos a cláusula mais recente que proíbe os defensores de repetir uma posição.',
      ],
    },
    rules: {
      title: 'As regras completas',
      body: [
        'Estas são as regras do jogo, cláusula por cláusula. A letra e o número ao lado de cada título (M1, C1…) são os nomes das cláusulas no nosso texto de regras e nos testes.',
      ],
    },
    board: {
      title: 'Tabuleiro e preparação',
      body: [
        'O tabuleiro tem 11×11 casas. As colunas recebem as letras a–k da esquerda para a direita e as fileiras os números 1–11 de baixo para cima, então uma casa se chama, por exemplo, `f6`.',
        'Cinco casas são especiais, as **casas restritas**: o **trono** no centro (f6) e os quatro **cantos** (a1, k1, a11, k11).',
        'Os **atacantes** têm 24 peças, em quatro grupos no meio das bordas. Os **defensores** têm 12 peças e o **rei**, que começa no trono. Quem começa são os atacantes; depois os lados se revezam.',
      ],
    },
    m1: {
      title: 'Movimento',
      body: [
        'Cada peça, o rei também, se desloca como a torre do xadrez: em linha reta ao longo de uma fileira ou coluna, por tantas casas vazias quantas quiser. Pular peças, andar na diagonal ou virar no caminho não é permitido.',
        'Na sua vez é obrigatório jogar: não existe passar a vez nem lance de zero casas.',
      ],
    },
    m2: {
      title: 'Casas restritas',
      body: [
        'Só o rei pode parar no trono ou num canto. O rei pode voltar ao trono depois de sair dele.',
        'Qualquer peça pode **atravessar** o trono vazio para chegar a uma casa além dele; só não pode parar nele.',
      ],
    },
    c1: {
      title: 'Captura em sanduíche',
      body: [
        'Você captura uma peça inimiga prendendo-a entre duas suas numa fileira ou coluna. Depois que a sua peça pousa, olhe para as quatro vizinhas: uma peça comum inimiga ali é capturada se a casa seguinte, na mesma linha, tiver uma peça sua ou for uma casa hostil (C2).',
        'O rei é **armado**: participa das capturas e pode ser uma das duas pontas de um sanduíche dos defensores. Mas ele mesmo nunca é capturado assim (veja K1).',
        'Um só lance pode capturar várias peças, em direções diferentes.',
        'Só a peça que acabou de se mover fecha uma captura; por isso colocar a sua peça **entre** duas inimigas não traz perigo.',
      ],
    },
    c2: {
      title: 'Casas hostis',
      body: [
        'Uma casa hostil faz o papel de uma peça inimiga como a ponta de lá de uma captura.',
        '- Um **canto** vazio é hostil a atacantes e a defensores.',
        '- O **trono** é hostil aos atacantes o tempo todo; aos defensores, somente quando não há ninguém nele.',
        '- A **borda** do tabuleiro nunca é hostil: uma peça na borda não pode ser imprensada contra a lateral do tabuleiro.',
      ],
    },
    c3: {
      title: 'Muralha de escudos',
      body: [
        'Na borda, uma fileira inteira de peças pode ser capturada de uma vez. Isso só acontece ao longo das quatro bordas.',
        'Quando a sua peça pousa numa casa da borda, olhe ao longo da borda nos dois sentidos. Uma fileira de duas ou mais peças inimigas que começa logo ao lado da sua peça é capturada quando:',
        '- a casa logo depois da ponta de lá tem uma peça sua ou é um canto; e',
        '- cada peça da fileira tem uma peça sua bem à frente, na casa seguinte em direção ao centro do tabuleiro.',
        'A peça que se move tem de ser a que fecha a ponta da fileira. Completar a fila da frente, ou jogar em outro lugar quando a formação já está montada, não captura nada.',
        'Para os defensores, o rei pode fechar a fileira ou ficar à frente dela. Quando os atacantes capturam uma fileira com o rei, os defensores dela saem do tabuleiro, mas o rei fica onde está.',
      ],
    },
    k1: {
      title: 'Captura do rei',
      body: [
        'Para capturar o rei, os atacantes precisam ocupar **as quatro** casas vizinhas a ele.',
        'Se o rei está ao lado do trono vazio, o trono conta como o quarto lado e três atacantes bastam. No próprio trono são precisos quatro.',
        'A última casa em volta do rei tem de ser ocupada por um lance dos próprios atacantes. Um rei numa casa da borda não pode ser capturado de jeito nenhum.',
      ],
    },
    w1: {
      title: 'Fuga para um canto',
      body: [
        'Assim que o rei pisa num canto, a partida acaba com a vitória dos defensores.',
        'Chegar a uma casa comum da borda não vence nada por si só, mas pode ser o começo de um forte de saída (W2).',
      ],
    },
    w2: {
      title: 'Forte de saída',
      body: [
        'Os defensores também vencem, depois de um lance seu, quando o rei está na borda dentro de um forte que os atacantes nunca conseguirão romper:',
        '- o rei está numa casa da borda (não num canto) e tem pelo menos uma casa vazia ao lado, ou seja, ainda pode se mover;',
        '- nenhum atacante encosta na casa do rei nem no espaço vazio que ele alcança dentro do forte;',
        '- cada defensor da parede do forte tem apoio nas duas linhas, fileira e coluna: da borda, de outra peça da parede ou do interior do forte, de modo que nenhuma peça da parede pode ser imprensada.',
        'Um bolsão com uma brecha, uma peça da parede que possa ser capturada pelo lado ou um rei que não pode se mover não formam um forte. O teste é estático: olha para o tabuleiro, nunca para quanto tempo os atacantes precisariam.',
      ],
    },
    w3: {
      title: 'Rei capturado',
      body: [
        'Os atacantes vencem assim que capturam o rei pela K1. No diagrama, o rei está ao lado do trono vazio, por isso três atacantes bastam.',
      ],
    },
    w4: {
      title: 'Cerco completo',
      body: [
        'Os atacantes também vencem, depois de um lance seu, quando prendem o rei junto com **todos** os defensores que restam dentro de um anel de atacantes sem saída: partindo do rei e passando só por casas vazias e defensores, não se chega a nenhuma casa da borda, e nenhum defensor ficou do lado de fora.',
        'Basta um único defensor fora do anel, ou uma brecha de uma casa que leve à borda, para não haver cerco.',
      ],
    },
    e1: {
      title: 'Sem lance legal',
      body: [
        'O lado que, na sua vez, não tem nenhum lance legal perde na hora. Não existe passar a vez.',
      ],
    },
    e2: {
      title: 'Repetição',
      body: [
        'Duas posições são a mesma quando todas as casas e o lado a jogar são iguais. A posição em que a partida começou conta como a primeira vez.',
        'O lance que faz uma posição aparecer pela **terceira** vez é legal e é jogado por inteiro, com capturas. Depois disso **os defensores perdem**, não importa qual lado fez o lance.',
        'Alguns textos mais recentes das regras de Copenhague proíbem os defensores de fazer esse lance. Nós **não** usamos essa cláusula: o lance vale e os defensores perdem.',
      ],
    },
    e3: {
      title: 'Empates',
      body: [
        'Uma partida só termina empatada quando os dois jogadores concordam. Não há empate por material, por número de lances, por uma longa sequência sem capturas nem por nenhum outro motivo.',
        'O computador nunca oferece empate e nunca aceita.',
      ],
    },
    order: {
      title: 'Ordem das verificações após cada lance',
      body: [
        'Depois de cada lance: primeiro o lance e todas as suas capturas (C1, C3); depois as vitórias de quem jogou (atacantes: rei capturado, cerco completo; defensores: fuga, forte de saída); depois a repetição (E2); e por último, se o lado que joga agora tem algum lance legal (E1).',
      ],
    },
    guide: {
      title: 'Sua primeira partida',
      body: [
        'Escolha um lado primeiro, porque cada um tem o seu objetivo: os defensores querem o rei num canto (ou num forte de saída), os atacantes querem capturá-lo ou trancá-lo. Iniciantes costumam começar pelos **defensores**, cujo objetivo fica claro desde o primeiro lance.',
        '- Para jogar, toque ou clique numa peça sua; as casas que ela alcança se acendem. Depois toque na casa escolhida.',
        '- Confira os quatro lados da casa para onde vai. Quem captura é a peça que pousa, e um só pouso pode levar duas ou três peças.',
        '- Defensores: usem a abertura para abrir caminhos ao rei, não para correr com ele. O rei vence quando tem duas saídas e os atacantes só têm tempo de fechar uma.',
        '- Atacantes: primeiro tirem os cantos do alcance do rei, depois apertem. Uma peça que sai correndo atrás do rei costuma deixar um buraco para trás.',
        '- Cuidado com os cantos e o trono vazio: eles agem como peças inimigas, então uma peça ao lado deles cai com um único inimigo.',
        '- Uma fileira na borda só corre perigo se estiver coberta por dentro e fechada nas duas pontas; confira essas duas coisas antes de se preocupar com a muralha de escudos.',
      ],
    },
    strategy: {
      title: 'Estratégia',
      body: [
        'Os atacantes vencem com paciência e formação; os defensores, com velocidade e ameaças duplas.',
      ],
    },
    attack: {
      title: 'Jogando com os atacantes',
      body: [
        '- Não deixe atacantes na borda sem função: uma fileira sua ao longo da borda, diante da qual os defensores possam se colocar, pode ser perdida de uma vez para uma muralha de escudos.',
        '- Feche os cantos cedo. Três atacantes em a3, b2 e c1 trancam o canto a1 de vez: o rei nunca entra ali e nenhuma das três peças pode ser capturada (a mesma formação serve em todos os cantos).',
        '- Antes de mover um atacante, pergunte o que ele estava bloqueando. Tirar um guarda do lugar pode abrir uma estrada reta até um canto.',
        '- Cace os defensores que ficam ao lado de um canto ou do trono vazio: ali um atacante basta para a captura.',
        '- Se aos defensores só resta ir e voltar, deixe: a terceira ocorrência da posição encerra a partida a seu favor.',
        '- Quando o rei estiver emparedado, pense no cerco completo antes da captura: mantenha todos os defensores dentro do anel e feche a última brecha.',
      ],
    },
    defence: {
      title: 'Jogando com os defensores',
      body: [
        '- Desmonte a cruz cedo. Um rei encaixotado pela própria guarda não ameaça nada; leve os defensores para fora para que as linhas se abram em volta dele.',
        '- Jogue pelo garfo: coloque o rei onde ele ameaça dois cantos ao mesmo tempo. Um só lance não fecha os dois caminhos.',
        '- Não tema a troca de um por um. Os atacantes precisam de muitas peças para manter o anel fechado, e cada uma que perdem abre uma brecha em algum lugar.',
        '- O rei é a sua peça mais forte: participa das capturas e, na borda, não pode ser capturado (embora ainda possa ser trancado).',
        '- Com os cantos fechados, a borda é o próximo objetivo: alguns defensores bem colocados podem montar ali um forte de saída para o rei.',
        '- Conte as suas repetições. Se os seus únicos lances seguros ficam trazendo de volta a mesma posição, a terceira vez perde.',
      ],
    },
    special: {
      title: 'As regras especiais',
      body: [
        'Estas três regras decidem muitas partidas entre jogadores experientes e são as que mais variam de uma versão de regras para outra.',
      ],
    },
    repetition: {
      title: 'A repetição é derrota dos defensores',
      body: [
        'Muitas vezes os defensores podem levar o rei entre duas casas seguras para sempre; os atacantes também. Para evitar isso, a terceira ocorrência de uma posição é derrota dos defensores, seja quem for que fez o lance (E2). O lance não é proibido: é jogado, as capturas acontecem e então a partida termina. Com os defensores, fique de olho nas suas repetições.',
      ],
    },
    fort: {
      title: 'O forte de saída',
      body: [
        'Um forte de saída é o rei na borda dentro de um bolsão que os atacantes nunca conseguirão abrir: o rei ainda se move lá dentro, nenhum atacante encosta no interior e cada peça da parede tem apoio nas duas linhas, por isso nunca pode ser capturada. O teste olha só para o tabuleiro como está (W2), nunca para quanto tempo os atacantes levariam para arrombá-lo.',
      ],
    },
    draws: {
      title: 'Empate só por acordo',
      body: [
        'Nada termina uma partida em empate automaticamente. Dois jogadores na mesma tela podem combinar um empate: um oferece, o outro aceita (E3). Contra o computador não há empate: ele nunca oferece e nunca aceita.',
      ],
    },
    mistakes: {
      title: 'Erros comuns',
      body: [
        '- **Estacionar numa casa restrita.** Uma peça comum pode atravessar o trono vazio, mas nunca parar nele nem num canto: essas cinco casas são do rei.',
        '- **Espremer uma peça contra a borda.** A lateral do tabuleiro não é ponta de captura. Uma peça na borda só cai para um par de inimigos de verdade, um canto ou uma muralha de escudos.',
        '- **Tratar o rei como um soldado.** Dois atacantes não o capturam. São precisos quatro (três ao lado do trono vazio), na borda ele nunca é capturado, e fica no tabuleiro quando uma muralha de escudos leva os vizinhos dele.',
        '- **Fechar a ponta errada.** A muralha de escudos é capturada pela peça que pousa na ponta da fileira. Colocar a última peça da fila da frente não captura nada.',
        '- **Esquecer que o rei também captura.** O rei fecha capturas para os defensores: um atacante ao lado dele cai com um único defensor.',
        '- **Deixar um defensor ao lado do trono vazio.** Depois que o rei sai, o trono trabalha para os atacantes: basta um atacante do outro lado.',
        '- **Declarar o forte cedo demais.** Um forte precisa de um rei que possa se mover, de um interior que nenhum atacante toque e de uma parede que não possa ser imprensada em lugar nenhum; uma peça solta estraga tudo.',
        '- **Declarar o cerco cedo demais.** O anel tem de conter todos os defensores, e qualquer brecha até a borda o rompe.',
      ],
    },
    classic: {
      title: 'O que muda nas regras clássicas',
      body: [
        'O jogo oferece também um segundo conjunto de regras, mais simples, comum em versões de computador. Ele mantém o tabuleiro, a preparação, o movimento, a captura em sanduíche com o rei armado, a captura do rei (K1), a fuga (W1) e “sem lance legal, perde” (E1), e muda o resto:',
        '- o trono vazio **bloqueia** todas as peças, menos o rei: peças comuns não podem atravessá-lo;',
        '- o trono vazio é hostil aos **dois** lados (mas não aos defensores enquanto o rei estiver nele);',
        '- não há muralha de escudos, forte de saída nem cerco completo;',
        '- perde o lado que **faz** o lance que leva uma posição à terceira ocorrência;',
        '- não há empate algum, nem por acordo.',
      ],
    },
  },
  figures: {
    setup: {
      alt: 'A posição inicial: 24 atacantes em quatro grupos no meio das bordas, 12 defensores em cruz em volta do rei no trono.',
      caption: 'A posição inicial. Os atacantes começam.',
    },
    m1: {
      alt: 'Um defensor em d4 pode ir para c4, e4, f4, d5, d6 e d3; peças em b4, d7, d2 e g4 o detêm.',
      caption: 'O defensor em d4 anda como a torre e para antes de qualquer peça.',
    },
    m2: {
      alt: 'Um atacante em f9 pode descer a coluna f até f8, f7, f5, f4 e f3, atravessando o trono vazio em f6 sem parar nele.',
      caption: 'O atacante atravessa o trono vazio, mas não pode parar nele.',
    },
    c1: {
      alt: 'Um atacante vai de e2 para e5 e captura o defensor em d5 contra o atacante em c5 e o defensor em e6 contra o atacante em e7.',
      caption: 'Um lance, duas capturas: e2-e5 toma d5 e e6.',
    },
    c1safe: {
      alt: 'Um defensor vai de e8 para e5, entre atacantes em d5 e f5, e não é capturado.',
      caption: 'O defensor se colocou entre dois atacantes por conta própria e continua no tabuleiro.',
    },
    c2throne: {
      alt: 'Um atacante vai de d8 para f8 e captura o defensor em f7 contra o trono vazio em f6.',
      caption: 'O trono vazio é hostil aos defensores: d8-f8 captura f7.',
    },
    c2corner: {
      alt: 'Um defensor vai de e9 para a9 e captura o atacante em a10 contra o canto vazio a11.',
      caption: 'Um canto é hostil aos dois lados: e9-a9 captura a10.',
    },
    c3: {
      alt: 'Defensores em c1, d1 e e1 têm atacantes à frente em c2, d2 e e2 e um atacante em b1; um atacante vai de f4 para f1 e captura os três.',
      caption: 'Muralha de escudos: f4-f1 fecha a fileira e toma c1, d1 e e1.',
    },
    k1: {
      alt: 'O rei em g8 tem atacantes em f8, h8 e g9; um atacante vai de g4 para g7 e o captura.',
      caption: 'Quatro lados fechados: g4-g7 captura o rei.',
    },
    w1: {
      alt: 'O rei vai de k4 pela borda até o canto k1 e os defensores vencem.',
      caption: 'O rei chega a um canto: os defensores vencem.',
    },
    w2: {
      alt: 'O rei em f1 com defensores em e1, g1, e2, g2 e f3; um defensor vai de e5 para e3 para apoiar f3, e o bolsão f1–f2 do rei vira um forte fechado.',
      caption: 'Forte de saída: e5-e3 deixa cada peça da parede segura; os defensores vencem.',
    },
    w3: {
      alt: 'O rei em f7, ao lado do trono vazio, tem atacantes em e7 e g7; um atacante vai de f9 para f8 e o captura.',
      caption: 'Ao lado do trono vazio, três atacantes bastam.',
    },
    w4: {
      alt: 'Dez atacantes formam um anel fechado em volta do rei no trono e de dois defensores; o último atacante vai de j9 para f9 e fecha o anel.',
      caption: 'Cerco completo: j9-f9 fecha o anel; os atacantes vencem.',
    },
    e1: {
      alt: 'O rei em a6 está sozinho, com atacantes em a5 e a7; um atacante vai de e6 para b6 e o rei fica sem lance.',
      caption: 'Os defensores não podem se mover: perdem.',
    },
    e2: {
      alt: 'O rei vai e volta entre j7 e j8 enquanto um atacante vai e volta entre h9 e h10; na segunda vez que a posição volta, é a terceira ocorrência.',
      caption: 'Depois de j7-j8, h9-h10, j8-j7, h10-h9 duas vezes, a posição aparece pela terceira vez: os defensores perdem.',
    },
    e3: {
      alt: 'Uma posição calma no meio da partida: o rei no trono com quatro defensores e doze atacantes espalhados em volta.',
      caption: 'Por mais calma que seja a posição, o jogo continua até alguém vencer ou os dois jogadores combinarem um empate.',
    },
    classic: {
      alt: 'Nas regras clássicas, um atacante em f9 só pode ir para f8 e f7: o trono vazio em f6 o bloqueia.',
      caption: 'Regras clássicas: o trono vazio bloqueia as peças comuns.',
    },
  },
};
